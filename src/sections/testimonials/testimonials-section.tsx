import { type Locale, workPath } from '../../config/locales';
import { MOBILE_BREAKPOINT_PX } from '../../config/spec';
import type { Copy } from '../../content/copy';
import { type Testimonial, testimonialsContent } from '../../content/testimonials';
import { caseStudies } from '../../content/work';
import { fillMessage } from '../../lib/utils';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';

/** The way from a quote to its client's case study, on the card's dark picture. */
const CASE_LINK = [
  'inline-flex min-h-11 items-center gap-2 self-start rounded-[1.375rem] bg-white/12 py-2',
  'px-4 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors hover:bg-white/20',
].join(' ');

type Props = { locale: Locale; copy: Copy };

export const TestimonialsSection = ({ locale, copy }: Props) => {
  const testimonials = testimonialsContent(copy);
  const studies = caseStudies(locale);
  const caseLink = (id: Testimonial['id']) => {
    const study = studies.find(({ testimonial }) => testimonial === id);
    const label = (client: string) => fillMessage(copy.work.testimonialLink, { client });
    return study && { href: workPath(locale, study.slug), label: label(study.client) };
  };
  return (
    <Section id="testimonials" titleId="testimonials-title" intro={testimonials}>
      <ul className="mt-12 grid gap-4 md:mt-16 md:grid-cols-2 lg:gap-5">
        {testimonials.items.map((testimonial) => (
          <li key={testimonial.author}>
            <TestimonialCard testimonial={testimonial} caseLink={caseLink(testimonial.id)} />
          </li>
        ))}
      </ul>
    </Section>
  );
};

type CardProps = { testimonial: Testimonial; caseLink?: { href: string; label: string } };

/** The figure is the quote and its caption; the image and the gradient that keeps it legible are decoration. */
const TestimonialCard = ({ testimonial, caseLink }: CardProps) => {
  const { content, author, role, gradient, backgroundImage } = testimonial;
  return (
    <div
      className="relative isolate h-full min-h-[22rem] overflow-hidden rounded-2xl bg-night ring-1 ring-white/10 md:min-h-[26rem]"
      data-reveal=""
    >
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
        <figcaption className="mt-auto flex flex-col items-start gap-6 pt-10">
          <span className="flex items-center gap-4">
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
          </span>
          {caseLink && (
            <a href={caseLink.href} className={CASE_LINK}>
              {caseLink.label}
              <Icon icon="i-lucide-arrow-right" className="size-4" />
            </a>
          )}
        </figcaption>
      </figure>
    </div>
  );
};
