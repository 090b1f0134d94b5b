import type { testimonialsContent } from '../../content/testimonials';
import { RevealOnScroll } from '../../features/scroll/reveal-on-scroll';
import { Section } from '../../ui/section';
import { TestimonialCard } from './testimonial-card';

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
