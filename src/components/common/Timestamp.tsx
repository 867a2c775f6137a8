import React from 'react';

import { formatDateTime, toIsoString } from '@/util/DateTime';

import useUserTimezone from './useUserTimezone';

type Props = {
  dateTime: string | number | Date,
  /** A moment format; the console's default shows milliseconds. */
  format?: string,
  /** Time zone to show the time in; the current user's (or the root time zone) unless told. */
  tz?: string,
};

/** The one way to show a point in time: in the user's time zone, with the exact instant as tooltip. */
const Timestamp = ({ dateTime, format, tz }: Props) => {
  const userZone = useUserTimezone();
  const zone = tz ?? userZone;
  return (
    <time dateTime={toIsoString(dateTime)} title={`${formatDateTime(dateTime, zone)} ${zone}`}>
      {formatDateTime(dateTime, zone, format)}
    </time>
  );
};

export default Timestamp;
