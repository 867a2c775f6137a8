// The period fields of the configuration forms (ISO 8601 periods as Graylog's cluster configurations store
// them); reading and wording periods is util/durations.ts's.
import { isPeriod } from '@/util/durations';

/** The browser's check of a period field: a sentence, or undefined when it is fine. */
export const periodError = (text: string): string | undefined => {
  if (text.trim() === '') return 'Enter a period.';
  return isPeriod(text) ? undefined : 'Enter an ISO 8601 period, e.g. PT5M for 5 minutes or P1D for a day.';
};

/** How the form holds a period: upper-case and trimmed, as the server stores it. */
export const normalizePeriod = (text: string): string => text.trim().toUpperCase();
