import React from 'react';

import Timestamp from '@/components/common/Timestamp';
import { useStore } from '@/stores/connect';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputStatesStore } from '@/stores/inputs/InputStatesStore';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import formatBytes from '@/util/formatBytes';
import formatCount from '@/util/formatCount';

import { formatRate, inputTraffic } from './inputMetrics';
import { lastFailure, relevantNodeIds } from './inputStates';

const useTraffic = (input: InputSummary) => {
  const metricsByNode = useStore(MetricsStore, (state) => state.metricsByNode);
  return inputTraffic(input, metricsByNode);
};

/** Messages received (total and one-minute rate), bytes read and connections, summed over the input's nodes. */
export const ThroughputCell = ({ input }: { input: InputSummary }) => {
  const traffic = useTraffic(input);
  if (!traffic) {
    // A stopped or failed input has none: its meters go with its listener.
    return <span className="text-body-secondary">No figures</span>;
  }
  const hasNetworkTraffic = traffic.hasNetwork && (traffic.readBytes > 0 || traffic.totalConnections > 0);
  return (
    <div className="text-nowrap">
      <div>
        <span className="fw-semibold">{formatCount(traffic.totalMessages)}</span> {traffic.totalMessages === 1 ? 'message' : 'messages'} received
      </div>
      <div className="small text-body-secondary">1-minute rate: {formatRate(traffic.oneMinuteRate)}</div>
      {hasNetworkTraffic && (
        <div className="small text-body-secondary">
          {formatBytes(traffic.readBytes)} read
          {/* Datagram inputs (UDP) have no connections to speak of. */}
          {traffic.totalConnections > 0 && ` · ${formatCount(traffic.openConnections)} of ${formatCount(traffic.totalConnections)} connections open`}
        </div>
      )}
    </div>
  );
};

/** Messages dropped because they could not be parsed, with the last reason. */
export const MalformedCell = ({ input }: { input: InputSummary }) => {
  const traffic = useTraffic(input);
  const states = useStore(InputStatesStore, (state) => state.statesByInput?.[input.id]);
  const nodeIds = useStore(InputStatesStore, (state) => state.nodeIds);
  const failure = lastFailure(relevantNodeIds(input, nodeIds).map((nodeId) => states?.[nodeId]));
  const dropped = traffic?.malformed ?? 0;
  return (
    <div>
      {dropped > 0 && <span className="fw-semibold text-danger">{formatCount(dropped)} dropped</span>}
      {dropped === 0 && (traffic || !failure) && <span className="text-body-secondary">{traffic ? 'None dropped' : '—'}</span>}
      {failure && (
        <div className="small text-break">
          <span className="text-body-secondary">Last: </span>{failure.reason}
          <span className="text-body-secondary"> (<Timestamp dateTime={failure.timestamp} />)</span>
        </div>
      )}
    </div>
  );
};
