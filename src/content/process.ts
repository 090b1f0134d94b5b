import { type Copy, type IconName, joinById } from './copy';

const stepIcons = {
  discovery: { icon: 'i-lucide-compass' },
  build: { icon: 'i-lucide-code-xml' },
  testing: { icon: 'i-lucide-flask-conical' },
  launch: { icon: 'i-lucide-rocket' },
} as const satisfies Record<keyof Copy['process']['steps'], { icon: IconName }>;

export type ProcessStep = { icon: IconName; title: string; description: string; duration: string };

/** The four steps of PROC-1 with their durations (PROC-2), in order. */
export const processContent = ({ process }: Copy) => ({
  ...process,
  steps: joinById(stepIcons, process.steps) satisfies ProcessStep[],
});
