// The fixed numbers of docs/requirements.md and the project's own (DEC-n), each with its id, once.

/** HDR-4: the header turns translucent once scrolled beyond this many pixels. */
export const HEADER_BACKGROUND_AFTER_PX = 10;
/** HDR-3: the header hides when the visitor scrolls down past this many pixels. */
export const HEADER_HIDE_AFTER_PX = 100;
/** NUM-1: the mobile layout is below this width, in pixels. */
export const MOBILE_BREAKPOINT_PX = 768;
/** SCROLL-2: an anchor's target lands this far under the top below the breakpoint… */
export const ANCHOR_OFFSET_MOBILE_PX = 100;
/** …and this far from the breakpoint up. */
export const ANCHOR_OFFSET_DESKTOP_PX = 80;
/** WHY-1: the scroll stack's height, in viewport heights. */
export const STACK_HEIGHT_VH = 300;
/** WHY-2: the progress at which each card shows. */
export const STACK_CARD_THRESHOLDS = [0, 0.33, 0.66] as const;
/** REVEAL-1: the share of a process step in view before it fades in… */
export const REVEAL_PROCESS_AMOUNT = 0.3;
/** REVEAL-2: …and of any other animated item. */
export const REVEAL_DEFAULT_AMOUNT = 0.1;
/** REVEAL-1: the delay added per process step, in seconds. */
export const REVEAL_STAGGER_S = 0.2;
/** SCROLL-3: the smooth scroll's linear interpolation and wheel multiplier. */
export const SMOOTH_SCROLL_LERP = 0.1;
export const SMOOTH_SCROLL_WHEEL_MULTIPLIER = 1;
/** SCHED-3: the widget's readiness is polled this often, in milliseconds. */
export const SCHEDULER_POLL_MS = 50;
/** DEC-11: the scheduler gives up this long after it started loading (a download that never ends)… */
export const SCHEDULER_INIT_TIMEOUT_MS = 15_000;
/** …or this long after its script loaded without a widget (a script that never initialises). */
export const SCHEDULER_READY_AFTER_LOAD_MS = 3_000;
/** DEC-1: a send with no answer within this many milliseconds (the SDK's download included) fails. */
export const SEND_TIMEOUT_MS = 15_000;
/** DEC-2: a submit made before the client is held this long at most, then posted without it. */
export const HELD_SUBMIT_LIMIT_MS = 15_000;
/** DEC-23: what lies under the floating Schedule a Call button (focus and toasts stay clear). */
export const FLOATING_BUTTON_CLEARANCE_PX = 88;
/** DEC-8: the milliseconds between two sends of the same form (the EmailJS SDK's `limitRate`). */
export const SEND_THROTTLE_MS = 10_000;
/** DEC-10: how long a toast without an action stays, in milliseconds. */
export const TOAST_DURATION_MS = 6000;

/** NUM-1's breakpoint in em, as UnoCSS's `md:` and the menu's media query use it (48em). */
export const MOBILE_BREAKPOINT_EM = `${MOBILE_BREAKPOINT_PX / 16}em`;

/** The fixed numbers CSS needs (SCROLL-2, WHY-1, DEC-23), as custom properties on `:root` (uno.config.ts). */
export const SPEC_CSS =
  `:root{--anchor-offset:${ANCHOR_OFFSET_DESKTOP_PX}px;` +
  `--floating-button-clearance:${FLOATING_BUTTON_CLEARANCE_PX}px;` +
  `--stack-height:${STACK_HEIGHT_VH}vh}` +
  `@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px){:root{--anchor-offset:${ANCHOR_OFFSET_MOBILE_PX}px}}`;
