import React, { useEffect, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

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
 *
 * A react-bootstrap Modal, so that focus moves into it (onto "Retry now"), stays in it while it is shown,
 * and returns to where it was when it goes away. It cannot be dismissed: no close button, no Escape, no
 * click outside. The Modal's own element always has role "dialog" (react-bootstrap sets it), so the
 * alert dialog the user is told about is the content inside it.
 */
const ServerUnavailable = ({ error, nextAttemptAt, onRetry }: Props) => {
  const [retrying, setRetrying] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  useEffect(() => {
    // Disabling the focused "Retry now" while retrying drops the focus to <body> (Chromium does). When the
    // retry has failed and the focus is not on another control of the dialog, it goes back to "Retry now".
    if (!retrying && !content.current?.contains(document.activeElement)) {
      retryButton.current?.focus();
    }
  }, [retrying]);

  const retry = () => {
    setRetrying(true);
    // When the server answers, this dialog goes away; otherwise it stays and counts down again.
    onRetry().finally(() => { if (mounted.current) setRetrying(false); });
  };

  return (
    <Modal show backdrop="static" keyboard={false} centered className="console-overlay" contentClassName="console-overlay-card"
      aria-labelledby="server-unavailable-title">
      <div ref={content} role="alertdialog" aria-labelledby="server-unavailable-title" aria-describedby="server-unavailable-description">
        <h1 className="h4" id="server-unavailable-title">Server currently unavailable</h1>
        <div id="server-unavailable-description">
          <p>
            The server at <code className="console-server-address">{serverAddress()}</code> is not answering.
          </p>
          <p>
            We are continuously trying to reach the server. <Countdown nextAttemptAt={nextAttemptAt} retrying={retrying} />
            {' '}This page goes away by itself as soon as the server answers again; nothing you had open is lost.
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {/* autoFocus: React focuses it on mount, before the modal would focus its own container. */}
          <Button ref={retryButton} variant="primary" onClick={retry} disabled={retrying} autoFocus>
            {retrying ? 'Retrying…' : 'Retry now'}
          </Button>
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
    </Modal>
  );
};

export default ServerUnavailable;
