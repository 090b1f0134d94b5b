import { HONEYPOT_FIELD } from './form-rules';

/**
 * A trap for bots: an input people never see, never reach with Tab, and that screen readers skip.
 * Bots that fill every field fill this one too.
 */
type Props = { id: string; label: string };

export const HoneypotField = ({ id, label }: Props) => (
  <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
    <label htmlFor={id}>{label}</label>
    <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
  </div>
);
