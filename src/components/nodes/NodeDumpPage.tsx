import React from 'react';
import { Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import Routes from '@/routing/Routes';

import DumpText from './DumpText';
import useNodeName from './useNodeName';
import './nodes.css';

type Props<D> = {
  /** What is dumped, lower case: "thread dump". */
  what: string,
  description: string,
  /** Takes a new dump of the node; kept stable (a module-level function), as useLoaded asks. */
  load: (nodeId: string) => Promise<D>,
  toText: (dump: D) => string,
};

/** A page with one dump of the `/{nodeId}` route's node as text, taken when it opens and again on request. */
const NodeDumpPage = <D, >({ what, description, load, toText }: Props<D>) => {
  const { nodeId } = useParams<{ nodeId: string }>();
  const name = useNodeName(nodeId);
  const dump = useLoaded(load, nodeId);
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <>
      <PageHeader
        title={`${label} of node ${name}`}
        description={description}
        actions={(
          <div className="d-flex gap-2">
            <Button size="sm" variant="outline-primary" onClick={dump.reload}>Take a new dump</Button>
            <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.NODES.show(nodeId)}>Back to the node</Link>
          </div>
        )} />
      {dump.failed && <LoadFailure what={what} reason={dump.reason} onRetry={dump.reload} />}
      {dump.value === undefined && !dump.failed && <Spinner text={`Taking the ${what}…`} />}
      {/* A new dump that failed leaves the last one on screen, under the failure. */}
      {dump.value !== undefined && <DumpText label={label} text={toText(dump.value)} />}
    </>
  );
};

export default NodeDumpPage;
