import React, { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';

import { qualifyApiUrl } from '@/util/URLUtils';

type Props = {
  /** What the last failed call said, when it said anything: technical, so shown only on request. */
  error?: string,
  /** When the next automatic attempt is due (epoch milliseconds). */
  nextAttemptAt: () => number,
  /** Tries at once; resolves when the attempt is over. */
  onRetry: () => Promise<unknown>,
};

/** The server's API address as the browser reaches it: absolute, even when configured relative ('/api/'). */
export const serverAddress = (): string => {
  const configured = qualifyApiUrl('/');
  try {
    return new URL(configured, window.location.href).href;
  } catch {
    return configured;
  }
};

/** Whole seconds until `at`, re-computed every second. */
const useSecondsUntil = (at: () => number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at() - now) / 1000));
};

const Countdown = ({ nextAttemptAt, retrying }: { nextAttemptAt: () => number, retrying: boolean }) => {
  const seconds = useSecondsUntil(nextAttemptAt);
  if (retrying || seconds === 0) {
    return <>Trying to reach it now…</>;
  }
  return <>Next attempt in <strong className="console-countdown">{seconds} {seconds === 1 ? 'second' : 'seconds'}</strong>.</>;
};

/**
 * Covers the console while the server cannot be reached. It says which server does not answer and when
 * the console tries again, offers to try at once, and keeps the technical reason behind "Details". It does
 * not block on the user: the periodic ping clears it as soon as the server answers again.
 */
const ServerUnavailable = ({ error, nextAttemptAt, onRetry }: Props) => {
  const [retrying, setRetrying] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const retry = () => {
    setRetrying(true);
    // When the server answers, this dialog goes away; otherwise it stays and counts down again.
    onRetry().finally(() => { if (mounted.current) setRetrying(false); });
  };

  return (
    <div className="console-overlay" role="alertdialog" aria-modal="true" aria-labelledby="server-unavailable-title">
      <div className="console-overlay-card">
        <h1 className="h4" id="server-unavailable-title">Server currently unavailable</h1>
        <p>
          The server at <code className="console-server-address">{serverAddress()}</code> is not answering.
        </p>
        <p>
          We are continuously trying to reach the server. <Countdown nextAttemptAt={nextAttemptAt} retrying={retrying} />
          {' '}This page goes away by itself as soon as the server answers again; nothing you had open is lost.
        </p>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Button variant="primary" onClick={retry} disabled={retrying}>{retrying ? 'Retrying…' : 'Retry now'}</Button>
          {error && (
            <Button variant="link" aria-expanded={showDetails} onClick={() => setShowDetails(!showDetails)}>
              {showDetails ? 'Hide details' : 'Details'}
            </Button>
          )}
        </div>
        {error && showDetails && (
          <div className="console-overlay-error mt-3">
            <div className="small text-body-secondary mb-1">Last error</div>
            <pre className="mb-0">{error}</pre>
          </div>
        )}
        <p className="small text-body-secondary mb-0 mt-3">
          If this persists, check that the server is running and that this browser can reach it.
        </p>
      </div>
    </div>
  );
};

export default ServerUnavailable;
