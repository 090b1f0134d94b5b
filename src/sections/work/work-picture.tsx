import { workPicture } from '../../content/work-images';

type Props = {
  name: string;
  alt: string;
  /** The widths it takes on screen, for the browser to pick a file (`sizes`). */
  sizes: string;
  /** The largest paint of its page: fetched at once, first. */
  priority?: boolean;
  className?: string;
  /** The widest file worth offering: a card's picture is never shown wider than 600 px. */
  maxWidth?: number;
};

/** A case study's picture: AVIF, else WebP, at the width the screen needs; blurred until it arrives. */
export const WorkPicture = ({
  name,
  alt,
  sizes,
  priority = false,
  className = '',
  maxWidth,
}: Props) => {
  const picture = workPicture(name, maxWidth);
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={`work-picture ${className}`}
        style={{ backgroundImage: picture.placeholder }}
      />
    </picture>
  );
};
