import { SectionIntro } from '../../components/section-intro';
import { newsletter } from '../../content/newsletter';
import { NewsletterForm } from './newsletter-form';

/** 05 · Newsletter: one field, one button. */
export const NewsletterSection = () => (
  <section
    id="newsletter"
    aria-labelledby="newsletter-title"
    className="render-later pb-18 md:pb-28 lg:pb-32"
  >
    <div className="wrap">
      <div className="newsletter-panel">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-end lg:gap-16">
          <SectionIntro
            id="newsletter-title"
            chip={newsletter.chip}
            title={newsletter.title}
            lead={newsletter.lead}
          />
          <div>
            <NewsletterForm />
            <p className="mt-3 text-sm text-muted">{newsletter.privacy}</p>
          </div>
        </div>
      </div>
    </div>
  </section>
);
