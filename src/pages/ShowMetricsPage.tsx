import React, { useCallback } from 'react';
import { Link, useHistory, useLocation, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import MetricsBrowser from '@/components/metrics/MetricsBrowser';
import useNodeName from '@/components/nodes/useNodeName';
import Routes, { queryString } from '@/routing/Routes';
import { NodeDetailsActions } from '@/stores/nodes/NodeDetailsStore';

const loadNames = (nodeId: string) => NodeDetailsActions.metricNames(nodeId);

/** `/system/metrics/node/{id}` (optional `filter`, kept in the URL): every metric of a node, filterable, with live values. */
const ShowMetricsPage = () => {
  const { nodeId } = useParams<{ nodeId: string }>();
  const { pathname, search } = useLocation();
  const history = useHistory();
  const filter = new URLSearchParams(search).get('filter') ?? '';
  const name = useNodeName(nodeId);
  const names = useLoaded(loadNames, nodeId);
  // Replaced, not pushed: each keystroke is not a step back.
  const changeFilter = useCallback((next: string) => history.replace({ pathname, search: queryString({ filter: next }) }), [history, pathname]);

  return (
    <>
      <PageHeader
        title={`Metrics of node ${name}`}
        description="Everything the node measures about itself: message rates, buffers, journal, memory, inputs and outputs."
        actions={<Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.NODES.show(nodeId)}>Back to the node</Link>} />
      {names.value === undefined && names.failed && <LoadFailure what="metric names" reason={names.reason} onRetry={names.reload} />}
      {names.value === undefined && !names.failed && <Spinner text="Loading metric names…" />}
      {names.value !== undefined && <MetricsBrowser nodeId={nodeId} names={names.value} filter={filter} onFilterChange={changeFilter} />}
    </>
  );
};

export default ShowMetricsPage;
