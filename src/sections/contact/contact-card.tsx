import { siteConfig } from '../../config/site';
import { telHref } from '../../lib/tel-href';
import { Icon } from '../../ui/icon';

type Props = { title: string };

export const ContactCard = ({ title }: Props) => (
  <div className="mt-10 rounded-2xl border border-line bg-paper p-6">
    <p className="font-semibold">{title}</p>
    <ul className="mt-4 space-y-3">
      <li>
        <a href={telHref(siteConfig.phone)} className="contact-line">
          <Icon icon="i-lucide-phone" className="size-4.5 text-accent" />
          {siteConfig.phone}
        </a>
      </li>
      <li>
        <a href={`mailto:${siteConfig.email}`} className="contact-line">
          <Icon icon="i-lucide-mail" className="size-4.5 text-accent" />
          {siteConfig.email}
        </a>
      </li>
    </ul>
  </div>
);
