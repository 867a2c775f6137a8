import React, { useEffect, useRef, useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import RowActionsMenu from '@/components/common/entity-table/RowActionsMenu';
import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputsActions } from '@/stores/inputs/InputsStore';
import { InputStatesActions, InputStatesStore } from '@/stores/inputs/InputStatesStore';

import InputDialog from './InputDialog';
import { isActive, relevantNodeIds } from './inputStates';
import StaticFieldDialog from './StaticFieldDialog';

type Props = {
  input: InputSummary,
  permissions: ReadonlyArray<string> | undefined,
  /** The nodes an input can run on (for the edit form). */
  nodeIds: ReadonlyArray<string>,
  /** After the input or its static fields changed, or it was deleted. */
  onChanged: () => void,
};

type Pending = 'start' | 'stop' | 'restart';

const PENDING_TEXT: { [action in Pending]: string } = { start: 'Starting…', stop: 'Stopping…', restart: 'Restarting…' };

/** What finds the messages an input received. */
export const receivedMessagesQuery = (inputId: string) => `gl2_source_input:${inputId}`;

/**
 * Start or stop, extractors, and a menu with the received messages, edit, static fields, restart and delete:
 * each only for those allowed to use it.
 */
const InputRowActions = ({ input, permissions, nodeIds, onChanged }: Props) => {
  const [pending, setPending] = useState<Pending | undefined>();
  const [dialog, setDialog] = useState<'edit' | 'staticField' | 'delete' | undefined>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  const states = useStore(InputStatesStore, (state) => state.statesByInput?.[input.id]);
  const stateNodeIds = useStore(InputStatesStore, (state) => state.nodeIds);
  const leadsToPage = useLeadsToPage();

  const mayEdit = isPermitted(permissions, `inputs:edit:${input.id}`);
  const mayDelete = isPermitted(permissions, `inputs:terminate:${input.id}`);
  const mayChangeState = isPermitted(permissions, `inputs:changestate:${input.id}`);
  const active = relevantNodeIds(input, stateNodeIds).some((nodeId) => isActive(states?.[nodeId]));
  // Extractors are addressed through a node: the input's own, or this server's for a global input.
  const extractorsNode = input.node ?? stateNodeIds[0] ?? nodeIds[0];
  const messagesQuery = receivedMessagesQuery(input.id);
  const showMessages = leadsToPage(Routes.unqualified.search(messagesQuery));

  const changeState = (action: Pending) => {
    setPending(action);
    InputStatesActions[action](input).catch(() => {}).then(() => { if (mounted.current) setPending(undefined); });
  };
  const closeDialog = () => setDialog(undefined);
  const saved = () => {
    setDialog(undefined);
    onChanged();
  };
  const remove = () => InputsActions.delete(input).then(saved);

  const menuItems = [
    showMessages && (
      <Dropdown.Item key="messages" as={Link} to={Routes.search(messagesQuery)}>Show received messages</Dropdown.Item>
    ),
    mayEdit && <Dropdown.Item key="edit" as="button" onClick={() => setDialog('edit')}>Edit input</Dropdown.Item>,
    mayEdit && <Dropdown.Item key="static" as="button" onClick={() => setDialog('staticField')}>Add static field</Dropdown.Item>,
    mayChangeState && active && (
      <Dropdown.Item key="restart" as="button" disabled={pending !== undefined} onClick={() => changeState('restart')}>Restart input</Dropdown.Item>
    ),
    mayDelete && <Dropdown.Divider key="divider" />,
    mayDelete && (
      <Dropdown.Item key="delete" as="button" className="text-danger" onClick={() => setDialog('delete')}>Delete input</Dropdown.Item>
    ),
  ].filter(Boolean);

  return (
    <div className="d-flex flex-nowrap justify-content-end align-items-center gap-1">
      {mayChangeState && (active ? (
        <Button size="sm" variant="outline-secondary" disabled={pending !== undefined} aria-busy={pending !== undefined}
                onClick={() => changeState('stop')} aria-label={`Stop input ${input.title}`}>
          {pending ? PENDING_TEXT[pending] : 'Stop input'}
        </Button>
      ) : (
        <Button size="sm" variant="outline-success" disabled={pending !== undefined} aria-busy={pending !== undefined}
                onClick={() => changeState('start')} aria-label={`Start input ${input.title}`}>
          {pending ? PENDING_TEXT[pending] : 'Start input'}
        </Button>
      ))}
      {mayEdit && extractorsNode && (
        <Link className="btn btn-sm btn-outline-primary" to={Routes.SYSTEM.EXTRACTORS.list(input.id, extractorsNode)}
              aria-label={`Manage extractors of input ${input.title}`}>
          Manage extractors
        </Link>
      )}
      {menuItems.length > 0 && (
        <RowActionsMenu label={`More actions for input ${input.title}`}>{menuItems}</RowActionsMenu>
      )}
      {dialog === 'edit' && <InputDialog type={input.type} input={input} nodeIds={nodeIds} onSaved={saved} onClose={closeDialog} />}
      {dialog === 'staticField' && <StaticFieldDialog input={input} onSaved={saved} onClose={closeDialog} />}
      {mayDelete && (
        <ConfirmDialog show={dialog === 'delete'} title="Delete input" confirmLabel="Delete" onConfirm={remove} onCancel={closeDialog}>
          Do you really want to delete input <b>{input.title}</b>? It stops receiving messages at once. This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
};

export default InputRowActions;
