import React, { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Routes from '@/routing/Routes';
import { PipelineConnectionsActions } from '@/stores/pipelines/PipelineConnectionsStore';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import type { StreamReference } from '@/stores/streams/StreamsStore';

import { hiddenStreamsText } from './connectedStreams';
import ConnectionsDialog from './ConnectionsDialog';

export type ConnectionsState =
  | { state: 'loading' }
  | { state: 'failed', reason: string, retry: () => void }
  | {
    state: 'loaded',
    /** The connected streams the user may read. */
    connected: Array<StreamReference>,
    /** How many connected streams the user may not read. */
    hidden: number,
    /** The user may read every stream: no connected stream they see means none at all. */
    seesEveryStream: boolean,
    /** Every stream the pipeline could be connected to. */
    streams: Array<StreamReference>,
  };

type Props = {
  pipeline: Pipeline,
  connections: ConnectionsState,
  /** pipeline_connection:edit. */
  mayEdit: boolean,
  onChanged: () => void,
};

/** "the stream A", "the streams A, B and 2 streams you may not see", "2 streams you may not see". */
const listed = (streams: ReadonlyArray<StreamReference>, hidden: number) => {
  const items = streams.map((stream) => ({ key: stream.id, node: <Link to={Routes.streamSearch(stream.id)}>{stream.title}</Link> }));
  if (hidden > 0) items.push({ key: 'hidden', node: <>{hiddenStreamsText(hidden)}</> });
  const article = streams.length === 0 ? '' : `the ${streams.length === 1 && hidden === 0 ? 'stream' : 'streams'} `;
  return (
    <>
      {article}
      {items.map((item, index) => (
        <React.Fragment key={item.key}>{index > 0 && (index === items.length - 1 ? ' and ' : ', ')}{item.node}</React.Fragment>
      ))}
    </>
  );
};

/** The streams whose messages the pipeline processes, and the dialog that changes them. */
const PipelineConnectionsSection = ({ pipeline, connections, mayEdit, onChanged }: Props) => {
  const [editing, setEditing] = useState(false);
  const loaded = connections.state === 'loaded' ? connections : undefined;
  return (
    <section className="mb-4" aria-labelledby="pipeline-connections-heading">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="pipeline-connections-heading" className="h4 mb-0">Pipeline connections</h2>
        {mayEdit && loaded && <Button variant="outline-primary" onClick={() => setEditing(true)}>Edit connections</Button>}
      </div>
      {connections.state === 'loading' && <p className="text-body-secondary">Loading connections…</p>}
      {connections.state === 'failed' && (
        <Alert variant="danger">
          <p className="mb-2">The connections could not be loaded: {connections.reason}</p>
          <Button variant="outline-danger" size="sm" onClick={connections.retry}>Try again</Button>
        </Alert>
      )}
      {loaded && (loaded.connected.length > 0 || loaded.hidden > 0) && (
        <p data-testid="pipeline-connected-streams">
          This pipeline is processing messages from {listed(loaded.connected, loaded.hidden)}.
        </p>
      )}
      {loaded && loaded.connected.length === 0 && loaded.hidden === 0 && (loaded.seesEveryStream ? (
        <Alert variant="warning">
          This pipeline is currently not connected to any streams. Connect it to at least one stream to make it process incoming messages.
        </Alert>
      ) : (
        <p data-testid="pipeline-connected-streams" className="text-body-secondary">
          This pipeline is not connected to any stream you may see. It may run on streams you may not read.
        </p>
      ))}
      {editing && loaded && (
        <ConnectionsDialog title={<>Connections of pipeline <span className="text-break">{pipeline.title}</span></>} label="Streams" itemName="stream"
                           connected={loaded.connected.map((stream) => stream.id)}
                           options={loaded.streams.map((stream) => ({ value: stream.id, label: stream.title }))}
                           help="The pipeline runs on every message of the streams chosen here."
                           save={(chosen) => PipelineConnectionsActions.connectToPipeline(pipeline.id, chosen)}
                           onClose={() => setEditing(false)} onSaved={() => { setEditing(false); onChanged(); }} />
      )}
    </section>
  );
};

export default PipelineConnectionsSection;
