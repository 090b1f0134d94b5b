// The two pieces of motion the reveals use, in a module of their own so that the reveals can
// fetch them on demand: a dynamic import('motion') would bundle the whole library.
export { inView } from 'motion';
export { animate } from 'motion/mini';
