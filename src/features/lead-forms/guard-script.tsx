import { HELD_SUBMIT_LIMIT_MS } from '../../config/spec';
import { heldSubmitMessages } from '../../content/messages';
import { FORM_STATE } from './guard-attributes';

const { guarded, client, held, status } = FORM_STATE;

/**
 * Runs in <head>, before any form exists, and stays until the client has taken over each form.
 * A submit of a guarded form that comes before the client has (the page's scripts load after the
 * first paint) is held instead of posted: the values stay where they are, the form's status region
 * says what is happening, and the client sends it once when it takes over
 * (use-send-lifecycle.ts). If the client has still not come after HELD_SUBMIT_LIMIT_MS (a script
 * that failed to load), the form is posted as it would be without JavaScript, to the email
 * provider's send-form endpoint: a held submit is never dropped. Nothing ever goes into the URL.
 */
const script = () =>
  `(function(){document.addEventListener('submit',function(e){var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute('${guarded}')||f.hasAttribute('${client}'))return;e.preventDefault();if(f.hasAttribute('${held}'))return;f.setAttribute('${held}','');var s=f.querySelector('[${status}]');if(s)s.textContent=${JSON.stringify(heldSubmitMessages.held)};setTimeout(function(){if(f.hasAttribute('${held}')&&!f.hasAttribute('${client}')){f.removeAttribute('${held}');f.submit()}},${HELD_SUBMIT_LIMIT_MS})},true)})()`;

export const FormGuardScript = () => (
  <script
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its CSP hash
    dangerouslySetInnerHTML={{ __html: script() }}
  />
);
