import { Reveal } from '../../components/reveal';
import { SectionIntro } from '../../components/section-intro';
import { testimonials } from '../../content/testimonials';
import { TestimonialCard } from './testimonial-card';

/** 04 · Testimonials: four clients, each on their own gradient and image. */
export const TestimonialsSection = () => (
  <section
    id="testimonials"
    aria-labelledby="testimonials-title"
    className="render-later section-y"
  >
    <div className="wrap">
      <SectionIntro
        id="testimonials-title"
        chip={testimonials.chip}
        title={testimonials.title}
        lead={testimonials.lead}
      />
      <ul className="mt-12 grid gap-4 md:mt-16 md:grid-cols-2 lg:gap-5">
        {testimonials.items.map((testimonial) => (
          <li key={testimonial.author}>
            <Reveal className="h-full">
              <TestimonialCard testimonial={testimonial} />
            </Reveal>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
