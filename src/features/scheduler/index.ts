/** The scheduler (Cal.com's onboarding-call booking): the loader and the Schedule a Call buttons. */
export { FloatingSchedule } from './floating-schedule';
export { ScheduleCallButton } from './schedule-call-button';
export { SchedulerLoader } from './scheduler-loader';
