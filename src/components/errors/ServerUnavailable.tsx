import React from 'react';

type Props = {
  /** What the last failed call said, when it said anything. */
  error?: string,
};

/**
 * Covers the console while the server cannot be reached. It does not block on the user: the periodic
 * ping clears it as soon as the server answers again.
 */
const ServerUnavailable = ({ error }: Props) => (
  <div className="console-overlay" role="alertdialog" aria-modal="true" aria-labelledby="server-unavailable-title">
    <div className="console-overlay-card">
      <h1 className="h4" id="server-unavailable-title">Server currently unavailable</h1>
      <p>
        We are continuously trying to reach the server. This page goes away by itself as soon as the server
        answers again; nothing you had open is lost.
      </p>
      {error && (
        <div className="console-overlay-error">
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

export default ServerUnavailable;
