/** The first focusable element: jumps past the header to the content. */
type Props = { label: string };

export const SkipLink = ({ label }: Props) => (
  <a href="#main" className="skip-link">
    {label}
  </a>
);
