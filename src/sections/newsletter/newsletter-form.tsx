import { newsletter } from '../../content/newsletter';

/** The newsletter subscription: one email field. */
export const NewsletterForm = () => (
  <form className="flex flex-col gap-3 sm:flex-row" noValidate aria-label="Newsletter subscription">
    <label htmlFor="newsletter-email" className="sr-only">
      {newsletter.field.label}
    </label>
    <input
      id="newsletter-email"
      name="email"
      type="email"
      required
      autoComplete="email"
      placeholder={newsletter.field.placeholder}
      className="input flex-1"
    />
    <button type="submit" className="btn-primary shrink-0">
      {newsletter.submit}
    </button>
  </form>
);
