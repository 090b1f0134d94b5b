/**
 * The client's idle-time work after hydration, one promise for each part: smooth scrolling started
 * and the reveals set up. Each part resolves its promise once it is done or has given up (reduced
 * motion, a module that could not be fetched): from then on nothing the client does by itself
 * changes the page. `ClientReady` waits for all of them to mark the page settled.
 */
const oneTime = () => {
  let done = () => {};
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
};

const smoothScroll = oneTime();
const reveals = oneTime();

/** Smooth scrolling runs, or will not (reduced motion, Lenis not fetched). */
export const smoothScrollSettled = smoothScroll.done;

/** The reveals are set up, or will not be (reduced motion, motion not fetched). */
export const revealsSettled = reveals.done;

/** Resolves once every part of the idle-time work has settled. */
export const clientSettled = (): Promise<void> =>
  Promise.all([smoothScroll.promise, reveals.promise]).then(() => undefined);
