/** The calendar year of a date (now by default), in the visitor's time zone. */
export const currentYear = (now: Date = new Date()): number => now.getFullYear();
