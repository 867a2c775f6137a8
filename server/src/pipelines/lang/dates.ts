// Joda's DateTime properties a rule may read with `date.name` (Graylog reads Java bean properties, so
// `now().year` or `now().day_of_week` work there), computed in the date's own zone.
import { zonedMoment, type DateTimeValue } from '../values';

export function dateProperty(date: DateTimeValue, name: string): number | string | undefined {
  if (name === 'millis') return date.epochMs;
  if (name === 'zone') return date.zone;
  const local = zonedMoment(date.epochMs, date.zone);
  switch (name) {
    case 'year':
      return local.year();
    case 'monthOfYear':
      return local.month() + 1;
    case 'dayOfMonth':
      return local.date();
    case 'hourOfDay':
      return local.hour();
    case 'minuteOfHour':
      return local.minute();
    case 'secondOfMinute':
      return local.second();
    case 'millisOfSecond':
      return local.millisecond();
    case 'dayOfWeek':
      return local.isoWeekday();
    case 'dayOfYear':
      return local.dayOfYear();
    case 'weekOfWeekyear':
      return local.isoWeek();
    default:
      return undefined;
  }
}
