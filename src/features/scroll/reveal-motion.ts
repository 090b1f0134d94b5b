// A module of its own, fetched when idle: a dynamic import('motion') would bundle the whole library.
export { inView } from 'motion';
export { animate } from 'motion/mini';
