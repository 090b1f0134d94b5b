import { workPicture } from '../../content/work-images';

type Props = {
  name: string;
  alt: string;
  /** The widths it takes on screen, for the browser to pick a file (`sizes`). */
  sizes: string;
  /** The largest paint of its page: fetched at once, first. */
  priority?: boolean;
  /** A card's picture: at most 600 px wide, WebP only, a tint until it arrives (a blurred one would cost the home page's HTML budget); the card's corners. */
  card?: boolean;
};

/** A case study's picture: AVIF, else WebP, at the width the screen needs; blurred until it arrives. */
export const WorkPicture = ({ name, alt, sizes, priority = false, card = false }: Props) => {
  const picture = workPicture(name, card ? 1200 : undefined);
  const image = (
    <img
      src={picture.src}
      srcSet={card ? picture.webp : undefined}
      sizes={card ? sizes : undefined}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={`block h-auto w-full border border-line bg-cover ${card ? 'bg-accent-soft' : 'rounded-2xl'}`}
      style={card ? undefined : { backgroundImage: picture.placeholder }}
    />
  );
  if (card) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      {image}
    </picture>
  );
};
