import React, { useCallback, useState } from 'react';

import usePolling from '@/stores/polling/usePolling';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { formatDateTime, userTimezone } from '@/util/DateTime';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss Z';

/** The zone the browser reports, if it reports one. */
export const browserTimezone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

type Props = {
  /** The server's own zone, from the system overview. */
  serverTimezone: string | undefined,
};

const Row = ({ label, zone, now }: { label: string, zone: string | undefined, now: number }) => (
  <>
    <dt className="col-sm-5">{label}</dt>
    <dd className="col-sm-7">
      {zone
        ? <><time dateTime={new Date(now).toISOString()}>{formatDateTime(now, zone, TIME_FORMAT)}</time> <span className="text-body-secondary">({zone})</span></>
        : <span className="text-body-secondary">unknown</span>}
    </dd>
  </>
);

/**
 * The current time in the three zones that matter when reading timestamps: the user's (every time the
 * console shows), the browser's and the server's. Ticks every second while the page is visible.
 */
const TimeConfiguration = ({ serverTimezone }: Props) => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const [now, setNow] = useState(() => Date.now());
  const tick = useCallback(() => setNow(Date.now()), []);
  usePolling(tick, 1000);
  return (
    <dl className="row mb-0 console-facts" aria-label="Time configuration">
      <Row label={`User ${currentUser?.username ?? ''}`.trim()} zone={userTimezone(currentUser)} now={now} />
      <Row label="Your web browser" zone={browserTimezone()} now={now} />
      <Row label="Server" zone={serverTimezone} now={now} />
    </dl>
  );
};

export default TimeConfiguration;
