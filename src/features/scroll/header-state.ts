import { HEADER_BACKGROUND_AFTER_PX, HEADER_HIDE_AFTER_PX } from '../../config/spec';

export type HeaderState = { translucent: boolean; hidden: boolean };

type ScrollSample = { y: number; previousY: number; wasHidden: boolean };

/** The header's look for a scroll position (HDR-3, HDR-4); no movement keeps it as is. */
export const nextHeaderState = ({ y, previousY, wasHidden }: ScrollSample): HeaderState => {
  const translucent = y > HEADER_BACKGROUND_AFTER_PX;
  if (y <= HEADER_HIDE_AFTER_PX) return { translucent, hidden: false };
  if (y > previousY) return { translucent, hidden: true };
  if (y < previousY) return { translucent, hidden: false };
  return { translucent, hidden: wasHidden };
};
