import {
  ANCHOR_OFFSET_DESKTOP_PX,
  ANCHOR_OFFSET_MOBILE_PX,
  MOBILE_BREAKPOINT_PX,
} from '../../config/spec';

/** How far under the viewport top an in-page link's target lands: 100px below 768px, 80px otherwise. */
export const anchorOffset = (viewportWidth: number): number =>
  viewportWidth < MOBILE_BREAKPOINT_PX ? ANCHOR_OFFSET_MOBILE_PX : ANCHOR_OFFSET_DESKTOP_PX;

/** The scroll position that puts an element `offset` pixels under the viewport top. */
export const anchorScrollTop = (
  elementTop: number,
  currentScroll: number,
  offset: number,
): number => Math.max(0, Math.round(elementTop + currentScroll - offset));
