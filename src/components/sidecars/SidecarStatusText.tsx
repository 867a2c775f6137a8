import React from 'react';

import type { SidecarStatusCode } from '@/stores/sidecars/sidecarTypes';
import { SIDECAR_STATUS, statusName } from '@/stores/sidecars/sidecarTypes';

const LOOKS: { [status: string]: { className: string, symbol: string } } = {
  running: { className: 'text-success', symbol: '▶' },
  failing: { className: 'text-danger', symbol: '⚠' },
  stopped: { className: 'text-danger', symbol: '■' },
  unknown: { className: 'text-info', symbol: '?' },
};

type Props = {
  status: SidecarStatusCode | null | undefined,
  /** The sidecar's or collector's own words about it, shown as a tooltip. */
  message?: string | null,
};

/** A sidecar's or collector's status as Graylog shows it: a coloured symbol and the word (running, failing, …). */
const SidecarStatusText = ({ status, message }: Props) => {
  const name = statusName(status);
  const look = LOOKS[name];
  const word = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return (
    <span className={`${look.className} text-nowrap`} title={message ?? undefined} data-status={status ?? SIDECAR_STATUS.UNKNOWN}>
      <span aria-hidden="true">{look.symbol}</span> {word}
    </span>
  );
};

export default SidecarStatusText;
