import React, { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';

import RowActionsMenu from '@/components/common/entity-table/RowActionsMenu';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import EntityShareModal from '@/components/permissions/EntityShareModal';
import StreamPipelinesDialog from '@/components/pipelines/StreamPipelinesDialog';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { grnOf } from '@/stores/permissions/shareTypes';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream } from '@/stores/streams/streamTypes';
import { EVENTS_STREAM_IDS } from '@/stores/streams/streamTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { StartpageActions } from '@/stores/users/StartpageStore';

import StreamFormDialog from './StreamFormDialog';
import type { StreamFormMode } from './StreamFormDialog';
import {
  mayChangeStreamState, mayCloneStream, mayDeleteStream, mayEditStream, mayManageAlerts, mayManageOutputs, maySetStartpage, mayShareStream,
} from './streamPermissions';

type Props = {
  stream: Stream,
  /** Reloads the table's page after a change. */
  reload: () => void,
};

/**
 * The rule editor and pause or resume in view; edit, clone, outputs, alerts, start page, share and delete in
 * "More". Each is shown only to those allowed to use it. Short labels on one line keep every row one line high
 * (the aria-labels name the stream, for screen readers and tests).
 */
const StreamRowActions = ({ stream, reload }: Props) => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const [dialog, setDialog] = useState<StreamFormMode | undefined>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [changingState, setChangingState] = useState(false);
  const [connectingPipelines, setConnectingPipelines] = useState(false);

  const mayEdit = mayEditStream(currentUser, stream);
  const mayChangeState = mayChangeStreamState(currentUser, stream);
  const mayClone = mayCloneStream(currentUser, stream);
  const mayDelete = mayDeleteStream(currentUser, stream);
  const mayShare = mayShareStream(currentUser, stream);
  const mayOutputs = mayManageOutputs(currentUser);
  const mayAlerts = mayManageAlerts(currentUser, stream);
  const isStartpage = currentUser?.startpage?.type === 'stream' && currentUser.startpage.id === stream.id;
  const mayStartpage = maySetStartpage(currentUser);
  // As in Graylog, pipelines do not run on the event streams.
  const mayConnectPipelines = !EVENTS_STREAM_IDS.includes(stream.id) && isPermitted(currentUser?.permissions, 'pipeline_connection:edit');
  const hasMore = mayEdit || mayClone || mayOutputs || mayAlerts || mayConnectPipelines || mayStartpage || mayShare || mayDelete;

  const toggleState = () => {
    setChangingState(true);
    const change = stream.disabled ? StreamsActions.resume(stream) : StreamsActions.pause(stream);
    change.then(reload, () => {}).then(() => setChangingState(false));
  };

  const deleteStream = () => StreamsActions.remove(stream).then(() => {
    setConfirmingDelete(false);
    reload();
  });

  const setAsStartpage = () => {
    if (currentUser) {
      StartpageActions.set(currentUser.id, 'stream', stream.id).catch(() => {});
    }
  };

  const onSaved = () => {
    setDialog(undefined);
    reload();
  };

  return (
    <div className="d-flex flex-nowrap justify-content-end gap-1">
      {mayEdit && (
        <Link className="btn btn-sm btn-outline-secondary" to={Routes.streamEdit(stream.id)} aria-label={`Manage rules of stream ${stream.title}`}>
          Rules
        </Link>
      )}
      {mayChangeState && (
        <Button size="sm" variant={stream.disabled ? 'outline-success' : 'outline-warning'} disabled={changingState} onClick={toggleState}
                aria-label={`${stream.disabled ? 'Resume' : 'Pause'} stream ${stream.title}`}>
          {stream.disabled ? 'Resume' : 'Pause'}
        </Button>
      )}
      {hasMore && (
        <RowActionsMenu label={`More actions for stream ${stream.title}`}>
          {mayEdit && <Dropdown.Item as="button" onClick={() => setDialog({ kind: 'edit', stream })}>Edit stream</Dropdown.Item>}
          {mayClone && <Dropdown.Item as="button" onClick={() => setDialog({ kind: 'clone', stream })}>Clone stream</Dropdown.Item>}
          {mayOutputs && <Dropdown.Item as={Link} to={Routes.streamOutputs(stream.id)}>Manage outputs</Dropdown.Item>}
          {mayAlerts && <Dropdown.Item as={Link} to={Routes.legacyAlertsOfStream(stream.id)}>Manage alerts</Dropdown.Item>}
          {mayConnectPipelines && <Dropdown.Item as="button" onClick={() => setConnectingPipelines(true)}>Manage pipeline connections</Dropdown.Item>}
          {mayStartpage && (
            <Dropdown.Item as="button" onClick={setAsStartpage} disabled={isStartpage}>
              {isStartpage ? 'Your start page' : 'Set as start page'}
            </Dropdown.Item>
          )}
          {mayShare && <Dropdown.Item as="button" onClick={() => setSharing(true)}>Share</Dropdown.Item>}
          {mayDelete && (
            <>
              <Dropdown.Divider />
              <Dropdown.Item as="button" className="text-danger" onClick={() => setConfirmingDelete(true)}>Delete stream</Dropdown.Item>
            </>
          )}
        </RowActionsMenu>
      )}
      {connectingPipelines && <StreamPipelinesDialog stream={stream} onClose={() => setConnectingPipelines(false)} />}
      {dialog && <StreamFormDialog mode={dialog} onClose={() => setDialog(undefined)} onSaved={onSaved} />}
      {sharing && (
        <EntityShareModal show entityGRN={grnOf('stream', stream.id)} entityType="stream" entityTitle={stream.title} onClose={() => setSharing(false)} />
      )}
      {mayDelete && (
        <ConfirmDialog show={confirmingDelete} title="Delete stream" confirmLabel="Delete"
                       onConfirm={deleteStream} onCancel={() => setConfirmingDelete(false)}>
          Do you really want to delete the stream <b>{stream.title}</b>? Its rules go with it; messages already stored stay.
        </ConfirmDialog>
      )}
    </div>
  );
};

export default StreamRowActions;
