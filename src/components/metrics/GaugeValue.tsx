import React from 'react';

import Timestamp from '@/components/common/Timestamp';
import formatBytes from '@/util/formatBytes';

import { gaugeUnit } from './gaugeUnits';
import { formatNumber } from './formatNumber';

/** A gauge's value with the unit its name implies: bytes, a rate per second, a share, or a time in the user's zone. */
const GaugeValue = ({ name, value }: { name: string, value: unknown }) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return <span>{formatNumber(value)}</span>;
  switch (gaugeUnit(name)) {
    case 'bytes': return <span title={`${formatNumber(value)} bytes`}>{formatBytes(value)}</span>;
    case 'bytes per second': return <span>{formatBytes(value)}/s</span>;
    case 'per second': return <span>{formatNumber(value)}/s</span>;
    case 'ratio': return <span>{(value * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })} %</span>;
    // Epoch milliseconds; 0 or less means "none yet".
    case 'time': return value > 0 ? <Timestamp dateTime={value} /> : <span className="text-body-secondary">–</span>;
    default: return <span>{formatNumber(value)}</span>;
  }
};

export default GaugeValue;
