/**
 * The numbers of the specification, named after its wording: the one place they are written.
 * Pure (no environment): src/lib reads them, and CSS receives the ones it needs as custom
 * properties (`SPEC_CSS` of src/config/spec-css.ts, written into `:root` by uno.config.ts).
 */

/** Header: translucent background once scrolled beyond this many pixels. */
export const HEADER_BACKGROUND_AFTER_PX = 10;
/** Header: hides when the visitor scrolls down past this many pixels. */
export const HEADER_HIDE_AFTER_PX = 100;
/** Mobile layout: width below this many pixels. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Anchor scrolling: the target lands this far under the viewport top below the breakpoint. */
export const ANCHOR_OFFSET_MOBILE_PX = 100;
/** Anchor scrolling: the target lands this far under the viewport top from the breakpoint up. */
export const ANCHOR_OFFSET_DESKTOP_PX = 80;
/** Why section: height of the scroll stack, in viewport heights. */
export const STACK_HEIGHT_VH = 300;
/** Why section: progress at which the second and third cards show. */
export const STACK_CARD_THRESHOLDS = [0, 0.33, 0.66] as const;
/** Reveal: share of a process step that must be visible before it fades in. */
export const REVEAL_PROCESS_AMOUNT = 0.3;
/** Reveal: share of any other animated item that must be visible before it fades in. */
export const REVEAL_DEFAULT_AMOUNT = 0.1;
/** Reveal: delay added per process step index, in seconds. */
export const REVEAL_STAGGER_S = 0.2;
/** Smooth scroll: linear interpolation factor. */
export const SMOOTH_SCROLL_LERP = 0.1;
/** Smooth scroll: wheel multiplier. */
export const SMOOTH_SCROLL_WHEEL_MULTIPLIER = 1;
/** Scheduler: readiness is polled this often, in milliseconds. */
export const SCHEDULER_POLL_MS = 50;
/** Scheduler: gives up on the widget this long at most after it started loading (slow networks). */
export const SCHEDULER_INIT_TIMEOUT_MS = 15_000;
/**
 * Scheduler: once its script has loaded, the widget must be ready within this many milliseconds,
 * else the buttons open the booking page at once (a script that runs but never initialises).
 */
export const SCHEDULER_READY_AFTER_LOAD_MS = 3_000;
/**
 * Forms: a send with no answer within this many milliseconds (the email SDK's download included)
 * ends as a failure, fields kept. Nothing shows "Submitting..." for longer.
 */
export const SEND_TIMEOUT_MS = 15_000;
/**
 * Forms: a submit made before the page's scripts have taken over is held this long at most; if
 * they still have not, the form is posted to the email provider as it would be without JavaScript.
 */
export const HELD_SUBMIT_LIMIT_MS = 15_000;
/** Floating Schedule a Call button: what lies under it at the bottom of the screen (focus and toasts stay clear). */
export const FLOATING_BUTTON_CLEARANCE_PX = 88;
/** Forms: milliseconds between two sends of the same form (the EmailJS SDK's own rate limit). */
export const SEND_THROTTLE_MS = 10_000;
/** Toasts: how long one without an action stays, in milliseconds. */
export const TOAST_DURATION_MS = 6000;
