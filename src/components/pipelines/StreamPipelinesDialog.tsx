import React, { useEffect, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import { reasonOf } from '@/logic/errors/FetchError';
import { PipelineConnectionsActions } from '@/stores/pipelines/PipelineConnectionsStore';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import { PipelinesActions } from '@/stores/pipelines/PipelinesStore';

import ConnectionsDialog from './ConnectionsDialog';

type Props = {
  stream: { id: string, title: string },
  onClose: () => void,
};

type Loaded = { pipelines: Array<Pipeline>, connected: Array<string> };

const dialogTitle = (streamTitle: string) => <>Pipeline connections of stream <span className="text-break">{streamTitle}</span></>;

/** Chooses the pipelines that process a stream's messages, from the streams list. */
const StreamPipelinesDialog = ({ stream, onClose }: Props) => {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailure(undefined);
    Promise.all([PipelinesActions.list(), PipelineConnectionsActions.list()]).then(([pipelines, connections]) => {
      const connection = connections.find((candidate) => candidate.stream_id === stream.id);
      if (current) setLoaded({ pipelines, connected: connection?.pipeline_ids ?? [] });
    }, (error: unknown) => { if (current) setFailure(reasonOf(error)); });
    return () => { current = false; };
  }, [stream.id, attempt]);

  if (!loaded) {
    return (
      <Modal show onHide={onClose} aria-label={`Pipeline connections of stream ${stream.title}`}>
        <Modal.Header closeButton><Modal.Title as="h2" className="h5 text-break">{dialogTitle(stream.title)}</Modal.Title></Modal.Header>
        <Modal.Body>
          {failure === undefined ? <Spinner text="Loading pipelines…" /> : (
            <Alert variant="danger" className="mb-0">
              <p>The pipelines could not be loaded: {failure}</p>
              <Button variant="outline-danger" size="sm" onClick={() => setAttempt((count) => count + 1)}>Try again</Button>
            </Alert>
          )}
        </Modal.Body>
      </Modal>
    );
  }

  // A connected pipeline the list does not show (the user may not read it) stays chosen, named by its id.
  const options = loaded.pipelines.map((pipeline) => ({ value: pipeline.id, label: pipeline.title, description: pipeline.description || undefined }));
  return (
    <ConnectionsDialog title={dialogTitle(stream.title)} label="Pipelines" itemName="pipeline" connected={loaded.connected} options={options}
                       help="The pipelines chosen here run on every message of this stream."
                       save={(chosen) => PipelineConnectionsActions.connectToStream(stream.id, chosen)}
                       onClose={onClose} onSaved={onClose} />
  );
};

export default StreamPipelinesDialog;
