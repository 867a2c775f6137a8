// Every time shown in the console goes through here: in the user's time zone, else the root time zone.
import moment from 'moment-timezone';

import AppConfig from './AppConfig';

export const DEFAULT_FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';

/** The zone to show times in for `user`: their own, else the configured root time zone. */
export const userTimezone = (user: { timezone?: string | null } | undefined): string => {
  const zone = user?.timezone;
  return zone && moment.tz.zone(zone) ? zone : AppConfig.rootTimeZone();
};

/** `value` formatted in `timezone`; an unparseable value is shown as it came. */
export const formatDateTime = (value: string | number | Date, timezone: string, format: string = DEFAULT_FORMAT): string => {
  // Strings are read strictly as ISO 8601 so that moment never guesses a format.
  const time = typeof value === 'string' ? moment.tz(value, moment.ISO_8601, timezone) : moment.tz(value, timezone);
  return time.isValid() ? time.format(format) : String(value);
};

/** The ISO 8601 form, for machine-readable attributes. */
export const toIsoString = (value: string | number | Date): string => {
  const time = moment.utc(value);
  return time.isValid() ? time.toISOString() : String(value);
};

/** "5 minutes ago", "in 2 hours". */
export const relativeDifference = (value: string | number | Date): string => moment(value).fromNow();
