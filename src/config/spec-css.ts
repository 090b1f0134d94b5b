import {
  ANCHOR_OFFSET_DESKTOP_PX,
  ANCHOR_OFFSET_MOBILE_PX,
  FLOATING_BUTTON_CLEARANCE_PX,
  MOBILE_BREAKPOINT_PX,
  STACK_HEIGHT_VH,
} from './spec';

/** The mobile layout's media query: below the breakpoint of NUM-1 (767 px and under). */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** NUM-1's breakpoint in em, as UnoCSS's `md:` and the menu's media query use it (48em). */
export const MOBILE_BREAKPOINT_EM = `${MOBILE_BREAKPOINT_PX / 16}em`;

/** The fixed numbers CSS needs (SCROLL-2, WHY-1, DEC-23), as custom properties on `:root` (uno.config.ts). */
export const SPEC_CSS =
  `:root{--anchor-offset:${ANCHOR_OFFSET_DESKTOP_PX}px;` +
  `--floating-button-clearance:${FLOATING_BUTTON_CLEARANCE_PX}px;` +
  `--stack-height:${STACK_HEIGHT_VH}vh}` +
  `@media ${MOBILE_MEDIA}{:root{--anchor-offset:${ANCHOR_OFFSET_MOBILE_PX}px}}`;
