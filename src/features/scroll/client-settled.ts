/**
 * The client's idle-time work after hydration: smooth scrolling started and the reveals set up. Each
 * part settles once done or given up (reduced motion, a module not fetched); from then on nothing
 * the client does by itself changes the page.
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

export const smoothScrollSettled = smoothScroll.done;
export const revealsSettled = reveals.done;

export const clientSettled = (): Promise<void> =>
  Promise.all([smoothScroll.promise, reveals.promise]).then(() => undefined);
