type OpenIndex = number | null;

export const INITIAL_OPEN_INDEX: OpenIndex = 0;

/** Clicking an item opens it and closes the others; clicking the open item closes it. */
export const toggleAccordion = (open: OpenIndex, clicked: number): OpenIndex =>
  open === clicked ? null : clicked;
