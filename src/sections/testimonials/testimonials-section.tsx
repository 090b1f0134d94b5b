import { testimonialsContent } from '../../content/testimonials';
import type { Copy } from '../../content/types';
import { RevealOnScroll } from '../../features/scroll';
import { Section } from '../../ui/section';
import { TestimonialCard } from './testimonial-card';

type Props = { copy: Copy };

/** 04 · Testimonials: four clients, each on their own gradient and image. */
export const TestimonialsSection = ({ copy }: Props) => {
  const testimonials = testimonialsContent(copy);
  return (
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
};
