import React from 'react';

import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import formatCount from '@/util/formatCount';

import { strategyName, strategySummary } from './indexSetTexts';

/** An index set's configuration at a glance. */
const IndexSetDetails = ({ indexSet }: { indexSet: IndexSet }) => (
  <dl className="row mb-0 console-index-set-details">
    <dt className="col-sm-3 col-lg-2">Index prefix</dt>
    <dd className="col-sm-9 col-lg-4"><code>{indexSet.index_prefix}</code></dd>
    <dt className="col-sm-3 col-lg-2">Shards / replicas</dt>
    <dd className="col-sm-9 col-lg-4">{formatCount(indexSet.shards)} / {formatCount(indexSet.replicas)}</dd>
    <dt className="col-sm-3 col-lg-2">Rotation</dt>
    <dd className="col-sm-9 col-lg-4">
      {strategyName(indexSet.rotation_strategy_class)}: {strategySummary('rotation', indexSet.rotation_strategy_class, indexSet.rotation_strategy)}
    </dd>
    <dt className="col-sm-3 col-lg-2">Retention</dt>
    <dd className="col-sm-9 col-lg-4">
      {strategyName(indexSet.retention_strategy_class)}: {strategySummary('retention', indexSet.retention_strategy_class, indexSet.retention_strategy)}
    </dd>
    <dt className="col-sm-3 col-lg-2">Field types refresh</dt>
    <dd className="col-sm-9 col-lg-4">Every {formatCount(indexSet.field_type_refresh_interval / 1000)} seconds</dd>
    <dt className="col-sm-3 col-lg-2">Optimization</dt>
    <dd className="col-sm-9 col-lg-4">
      {indexSet.index_optimization_disabled ? 'Disabled' : `After rotation, to at most ${formatCount(indexSet.index_optimization_max_num_segments)} ${indexSet.index_optimization_max_num_segments === 1 ? 'segment' : 'segments'}`}
    </dd>
  </dl>
);

export default IndexSetDetails;
