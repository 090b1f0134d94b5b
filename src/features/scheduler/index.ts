/**
 * The scheduler (Cal.com's onboarding-call booking): the loader that starts the embed after load,
 * and the Schedule a Call buttons (Loading... until it is ready, the booking page as fallback).
 */
export { FloatingSchedule } from './floating-schedule';
export { ScheduleCallButton } from './schedule-call-button';
export { SchedulerLoader } from './scheduler-loader';
