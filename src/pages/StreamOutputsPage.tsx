import React, { useCallback, useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import ErrorPage from '@/components/common/ErrorPage';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import AssignOutputControl from '@/components/outputs/AssignOutputControl';
import LaunchOutputControl from '@/components/outputs/LaunchOutputControl';
import OutputsTable from '@/components/outputs/OutputsTable';
import useOutputTypes from '@/components/outputs/useOutputTypes';
import { isPageError, reasonOf } from '@/logic/errors/FetchError';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { Output } from '@/stores/outputs/OutputsStore';
import { OutputsActions } from '@/stores/outputs/OutputsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream } from '@/stores/streams/streamTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** A 403 or 404 is shown as the missing-permissions or not-found page by the fetch layer. */

/** Loads the stream the page is about; `failure` only for errors the page itself must show. */
const useStream = (streamId: string) => {
  const [stream, setStream] = useState<Stream | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [loadCount, setLoadCount] = useState(0);
  useEffect(() => {
    let current = true;
    setFailure(undefined);
    StreamsActions.get(streamId).then(
      (loaded) => { if (current) setStream(loaded); },
      (error: unknown) => { if (current && !isPageError(error)) setFailure(reasonOf(error)); },
    );
    return () => { current = false; };
  }, [streamId, loadCount]);
  const reload = useCallback(() => setLoadCount((count) => count + 1), []);
  useReloadOnReconnect(reload);
  return { stream: stream?.id === streamId ? stream : undefined, failure, reload };
};

/**
 * `/streams/{id}/outputs`: the outputs a stream forwards its messages to. Existing outputs can be assigned,
 * new ones launched straight onto the stream; removing one from the stream leaves it in place for others,
 * deleting it removes it everywhere.
 */
const StreamOutputsPage = () => {
  const { streamId } = useParams<{ streamId: string }>();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { stream, failure, reload: reloadStream } = useStream(streamId);
  const outputTypes = useOutputTypes();
  // Outputs that are not attached yet, of those the user may read.
  const [assignable, setAssignable] = useState<Array<Output> | undefined>();
  const [reloadKey, setReloadKey] = useState(0);

  const mayAttach = isPermitted(permissions, [`streams:edit:${streamId}`, 'stream_outputs:create']);
  const loadOutputs = useCallback(() => Promise.all([
    OutputsActions.listForStream(streamId),
    mayAttach ? OutputsActions.list() : Promise.resolve(undefined),
  ]).then(([attached, all]) => {
    setAssignable(all?.filter((output) => !attached.some((candidate) => candidate.id === output.id)));
    return attached;
  }), [streamId, mayAttach]);

  if (failure !== undefined) {
    return (
      <ErrorPage title="The stream could not be loaded" description={failure}>
        <Button variant="primary" onClick={reloadStream}>Try again</Button>
      </ErrorPage>
    );
  }
  if (!stream) {
    return <Spinner page text="Loading stream…" />;
  }

  const reload = () => setReloadKey((key) => key + 1);
  const attach = (output: Output) => OutputsActions.addToStream(stream.id, output).finally(reload);
  // Launched outputs are attached at once; the store toasts a refused attachment, and the list shows the output missing.
  const launched = (output: Output) => { attach(output).catch(() => undefined); };
  const removableFrom = (output: Output) => (
    isPermitted(permissions, [`streams:edit:${stream.id}`, `stream_outputs:delete:${output.id}`]) ? stream : undefined
  );

  return (
    <>
      <PageHeader
        title={<>Outputs of stream <span className="text-break">{stream.title}</span></>}
        documentTitle={`Outputs of stream ${stream.title}`}
        description="Every message routed into this stream is forwarded by each of its outputs."
        documentationLink={{ title: 'Outputs', path: `${DocsHelper.PAGES.STREAMS}#outputs` }}
        actions={(
          <>
            <Link to={Routes.STREAMS} className="btn btn-outline-secondary">All streams</Link>
            {isPermitted(permissions, 'outputs:read') && <Link to={Routes.SYSTEM.OUTPUTS} className="btn btn-outline-secondary">All outputs</Link>}
          </>
        )}>
        {stream.disabled && <Alert variant="warning" className="mt-2 mb-0">This stream is paused: it routes no messages, so its outputs forward nothing until it is resumed.</Alert>}
      </PageHeader>
      {mayAttach && (
        <div className="d-flex flex-wrap gap-3 mb-3" aria-label="Add outputs to this stream" role="group">
          {isPermitted(permissions, 'outputs:create') && <LaunchOutputControl types={outputTypes.types} typesFailed={outputTypes.failed} onLaunched={launched} />}
          {assignable && <AssignOutputControl assignable={assignable} onAssign={attach} />}
        </div>
      )}
      <OutputsTable id="stream-outputs" outputTypes={outputTypes} loadOutputs={loadOutputs} reloadKey={reloadKey} removableFrom={removableFrom}
                    emptyState={<p className="mb-0">This stream has no outputs: its messages are not forwarded anywhere.</p>} />
    </>
  );
};

export default StreamOutputsPage;
