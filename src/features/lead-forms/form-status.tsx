import type { Ref } from 'react';
import { FORM_STATE } from './guard-attributes';

type Props = { ref: Ref<HTMLParagraphElement>; heldMessage: string };

/**
 * Where the head's guard writes the held message: an empty inner HTML, which React never compares,
 * so what the guard wrote survives hydration.
 */
export const FormStatus = ({ ref, heldMessage }: Props) => (
  <p
    ref={ref}
    className="text-sm font-medium text-accent-strong empty:hidden"
    role="status"
    {...{ [FORM_STATE.status]: '', [FORM_STATE.heldMessage]: heldMessage }}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; the guard script writes plain text
    dangerouslySetInnerHTML={{ __html: '' }}
  />
);
