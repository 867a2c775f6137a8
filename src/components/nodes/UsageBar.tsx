import React from 'react';
import { ProgressBar } from 'react-bootstrap';

type Props = {
  /** 0 to 1; above 1 shows full (and the text says the real figure). */
  ratio: number,
  /** What the bar measures, for screen readers: "Heap usage". */
  label: string,
  variant?: 'info' | 'warning' | 'danger' | 'success',
};

/** A usage bar whose percentage is also written on it, so the figure never depends on the colour alone. */
const UsageBar = ({ ratio, label, variant = 'info' }: Props) => {
  const percent = Number.isFinite(ratio) ? Math.max(0, ratio * 100) : 0;
  const shown = `${percent.toFixed(percent > 0 && percent < 1 ? 1 : 0)}%`;
  return (
    // Nested, so that the name lands on the element with the progressbar role.
    <ProgressBar title={`${label}: ${shown}`}>
      <ProgressBar now={Math.min(percent, 100)} variant={variant} label={shown} visuallyHidden={percent < 8} aria-label={label} />
    </ProgressBar>
  );
};

export default UsageBar;
