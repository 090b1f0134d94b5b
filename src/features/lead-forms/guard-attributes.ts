/**
 * How a form, the head's guard and the client agree on who handles a submit: the guard holds a
 * `guarded` form's submits until the client marks it `client`; `held` marks one waiting, and its
 * `status` element shows the words of its `heldMessage` attribute (the guard has none of its own).
 */
export const FORM_STATE = {
  guarded: 'data-hold-submit',
  client: 'data-client',
  held: 'data-held',
  status: 'data-form-status',
  heldMessage: 'data-held-message',
} as const;
