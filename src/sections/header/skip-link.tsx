type Props = { label: string };

export const SkipLink = ({ label }: Props) => (
  <a
    href="#main"
    className="focus fixed left-4 top-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper focus:translate-y-0"
  >
    {label}
  </a>
);
