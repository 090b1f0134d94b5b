import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input whose error sits under it, tied to it (aria-invalid, aria-describedby) and announced. */
export const FormField = ({ id, label, hint, error, ...input }: Props) => {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {hint && <span className="ml-1 font-normal text-muted">({hint})</span>}
      </label>
      <input
        id={id}
        className="input mt-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <p
        id={errorId}
        className="mt-1.5 text-sm font-medium text-danger empty:mt-0"
        aria-live="polite"
      >
        {error}
      </p>
    </div>
  );
};
