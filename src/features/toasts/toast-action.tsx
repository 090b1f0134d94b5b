type Props = { label: string; href: string };

/** The link a toast offers (for example "Email us instead", a `mailto:`): a real link, in the tab order. */
export const ToastAction = ({ label, href }: Props) => (
  <a className="toast-action" href={href} data-toast-action="">
    {label}
  </a>
);
