/**
 * The attributes by which a form, the head's guard script and the client agree on who handles a
 * submit: the guard holds submits of a `guarded` form until the client marks it as its own
 * (`client`); a form with a submit waiting is marked `held`; its `status` element says so, in the
 * words its `heldMessage` attribute holds (the page's language, so the guard has none of its own).
 */
export const FORM_STATE = {
  guarded: 'data-hold-submit',
  client: 'data-client',
  held: 'data-held',
  status: 'data-form-status',
  heldMessage: 'data-held-message',
} as const;
