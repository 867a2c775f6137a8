import React from 'react';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { formatDateTime, toIsoString, userTimezone } from '@/util/DateTime';

type Props = {
  dateTime: string | number | Date,
  /** A moment format; the console's default shows milliseconds. */
  format?: string,
  /** Time zone to show the time in; the current user's (or the root time zone) unless told. */
  tz?: string,
};

/** The one way to show a point in time: in the user's time zone, with the exact instant as tooltip. */
const Timestamp = ({ dateTime, format, tz }: Props) => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const zone = tz ?? userTimezone(currentUser);
  return (
    <time dateTime={toIsoString(dateTime)} title={`${formatDateTime(dateTime, zone)} ${zone}`}>
      {formatDateTime(dateTime, zone, format)}
    </time>
  );
};

export default Timestamp;
