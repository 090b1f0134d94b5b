import { HONEYPOT_FIELD } from './form-rules';

type Props = { id: string; label: string };

/** A trap for bots that fill every field: people never see it or reach it, screen readers skip it. */
export const HoneypotField = ({ id, label }: Props) => (
  <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
    <label htmlFor={id}>{label}</label>
    <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
  </div>
);
