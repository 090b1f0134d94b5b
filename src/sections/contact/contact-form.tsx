import { contact } from '../../content/contact';

/** The contact request: full name, email and an optional company. */
export const ContactForm = () => (
  <form className="card p-6 shadow-card md:p-8" noValidate aria-label="Contact request">
    <div className="grid gap-5">
      <div>
        <label htmlFor="contact-full-name" className="field-label">
          {contact.fields.fullName.label}
        </label>
        <input
          id="contact-full-name"
          name="fullName"
          required
          className="input mt-2"
          autoComplete="name"
        />
      </div>
      <div>
        <label htmlFor="contact-email" className="field-label">
          {contact.fields.email.label}
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          className="input mt-2"
          autoComplete="email"
        />
      </div>
      <div>
        <label htmlFor="contact-company" className="field-label">
          {contact.fields.company.label}{' '}
          <span className="font-normal text-muted">({contact.fields.company.hint})</span>
        </label>
        <input
          id="contact-company"
          name="company"
          className="input mt-2"
          autoComplete="organization"
        />
      </div>
      <button type="submit" className="btn-primary w-full">
        {contact.submit}
      </button>
    </div>
  </form>
);
