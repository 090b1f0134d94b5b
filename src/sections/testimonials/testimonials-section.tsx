import { MOBILE_BREAKPOINT_PX } from '../../config/spec';
import type { Testimonial, testimonialsContent } from '../../content/testimonials';
import { RevealOnScroll } from '../../features/scroll/reveal-on-scroll';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';

type Props = { testimonials: ReturnType<typeof testimonialsContent> };

export const TestimonialsSection = ({ testimonials }: Props) => (
  <Section id="testimonials" titleId="testimonials-title" intro={testimonials}>
    <ul className="mt-12 grid gap-4 md:mt-16 md:grid-cols-2 lg:gap-5">
      {testimonials.items.map((testimonial) => (
        <li key={testimonial.author}>
          <RevealOnScroll className="h-full">
            <TestimonialCard testimonial={testimonial} />
          </RevealOnScroll>
        </li>
      ))}
    </ul>
  </Section>
);

/** The figure is the quote and its caption; the image and the gradient that keeps it legible are decoration. */
const TestimonialCard = ({ testimonial }: { testimonial: Testimonial }) => {
  const { content, author, role, gradient, backgroundImage } = testimonial;
  return (
    <div className="relative isolate h-full min-h-[22rem] overflow-hidden rounded-2xl bg-night md:min-h-[26rem]">
      <img
        src={backgroundImage.src}
        srcSet={backgroundImage.srcSet}
        sizes={`(min-width: 1200px) 600px, (min-width: ${MOBILE_BREAKPOINT_PX}px) 50vw, 100vw`}
        width={backgroundImage.width}
        height={backgroundImage.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0" style={{ backgroundImage: gradient }} />
      <figure className="relative flex h-full flex-col p-7 md:p-10">
        <Icon icon="i-lucide-quote" className="size-8 text-white/50" />
        <blockquote className="mt-6 text-xl font-medium tracking-[-0.015em] text-white md:text-2xl">
          <p>{content}</p>
        </blockquote>
        <figcaption className="mt-auto flex items-center gap-4 pt-10">
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-full bg-white/15 text-sm font-semibold text-white ring-1 ring-white/25"
          >
            {author
              .split(' ')
              .map((part) => part[0])
              .join('')}
          </span>
          <span>
            <span className="block font-semibold text-white">{author}</span>
            <span className="block text-sm text-white/80">{role}</span>
          </span>
        </figcaption>
      </figure>
    </div>
  );
};
