import React from 'react';

import { Fact, Facts } from '@/components/common/Facts';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';

import { durationText } from '../durations';
import useStreams from '../useStreams';

import { aggregationConfigOf, thresholdOf, thresholdText } from './aggregationConfig';

/** The filter or aggregation condition, read-only: what is searched, how often, and the threshold. */
const AggregationSummary = ({ config: stored }: { config: EventConditionConfig }) => {
  const config = aggregationConfigOf(stored);
  const streams = useStreams();
  const streamTitles = config.streams.map((id) => streams?.find((stream) => stream.id === id)?.title ?? id);
  const threshold = thresholdOf(config);
  return (
    <Facts>
      <Fact label="Search query"><code>{config.query.trim() === '' ? '*' : config.query}</code></Fact>
      <Fact label="Streams">{streamTitles.length > 0 ? streamTitles.join(', ') : 'All streams you may read'}</Fact>
      <Fact label="Search within">{durationText(config.search_within_ms)}</Fact>
      <Fact label="Execute every">{durationText(config.execute_every_ms)}</Fact>
      {config.series.length > 0 && (
        <>
          <Fact label="Group by">{config.group_by.length > 0 ? config.group_by.join(', ') : 'No grouping'}</Fact>
          <Fact label="Create events when">{threshold ? thresholdText(threshold) : JSON.stringify(config.conditions?.expression)}</Fact>
        </>
      )}
    </Facts>
  );
};

export default AggregationSummary;
