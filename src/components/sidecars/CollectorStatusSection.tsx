import React, { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import SectionCard from '@/components/common/SectionCard';
import { SidecarsActions } from '@/stores/sidecars/SidecarsStore';
import type { Collector, CollectorProcessAction, CollectorStatus, Sidecar } from '@/stores/sidecars/sidecarTypes';
import { SIDECAR_STATUS, statusName } from '@/stores/sidecars/sidecarTypes';

import SidecarStatusText from './SidecarStatusText';

type Props = {
  sidecar: Sidecar,
  /** Every collector, for their names; undefined while loading or when they could not be loaded. */
  collectors: Array<Collector> | undefined,
  /** sidecars:update: may start, stop and restart collectors. */
  mayControl: boolean,
};

const ACTIONS: Array<CollectorProcessAction> = ['start', 'stop', 'restart'];

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * What the collector says beside its status; nothing when it only repeats the status word (the agent reports a
 * running collector as "Running"), so the row does not read "Running Running".
 */
export const statusMessage = (status: CollectorStatus): string => {
  const word = statusName(status.status);
  const message = status.message?.trim() ?? '';
  if (message.replace(/\.$/, '').toLowerCase() === word) return '';
  if (status.status === SIDECAR_STATUS.RUNNING) return message || 'Collector is running.';
  if (status.status === SIDECAR_STATUS.UNKNOWN) return message || 'Collector status is currently unknown.';
  return message;
};

/**
 * Each collector the sidecar reports (or is assigned) with its status and message, the verbose message on request,
 * and for those who may, start, stop and restart, each confirmed first.
 */
const CollectorStatusSection = ({ sidecar, collectors, mayControl }: Props) => {
  const [verbose, setVerbose] = useState<{ name: string, text: string } | undefined>();
  const [pending, setPending] = useState<{ collector: { id: string, name: string }, action: CollectorProcessAction } | undefined>();
  const statusList = sidecar.node_details?.status;
  const reported = statusList?.collectors ?? [];
  const assignedOnly = sidecar.assignments
    .map((assignment) => assignment.collector_id)
    .filter((id, index, all) => all.indexOf(id) === index && !reported.some((status) => status.collector_id === id))
    .map((id): CollectorStatus => ({ collector_id: id, status: SIDECAR_STATUS.UNKNOWN, message: 'No status reported yet.', verbose_message: '' }));
  const rows = [...reported, ...assignedOnly];
  const nameOf = (id: string) => collectors?.find((collector) => collector.id === id)?.name ?? id;

  let body: React.ReactNode;
  if (!statusList && rows.length === 0) {
    body = (
      <p className="mb-0">
        Did not receive collectors status, set the option <code>send_status: true</code> in the sidecar configuration to see this information.
      </p>
    );
  } else if (rows.length === 0) {
    body = <p className="mb-0">There are no collectors configured in this sidecar.</p>;
  } else {
    body = (
      <ul className="list-unstyled mb-0">
        {rows.map((status) => {
          const name = nameOf(status.collector_id);
          return (
            <li key={status.collector_id} className="d-flex flex-wrap align-items-center gap-2 mb-2" data-collector-id={status.collector_id}>
              <span className="fw-semibold">{name}</span>
              <SidecarStatusText status={status.status} />
              {statusMessage(status) !== '' && <span className="text-break text-body-secondary">{statusMessage(status)}</span>}
              {status.verbose_message && (
                <Button size="sm" variant="link" onClick={() => setVerbose({ name, text: status.verbose_message })}>Show details</Button>
              )}
              {mayControl && (
                <span className="ms-auto d-flex gap-1">
                  {ACTIONS.map((action) => (
                    <Button key={action} size="sm" variant="outline-secondary" aria-label={`${action} collector ${name}`}
                            onClick={() => setPending({ collector: { id: status.collector_id, name }, action })}>
                      {capitalized(action)}
                    </Button>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  const confirm = () => {
    if (!pending) return undefined;
    return SidecarsActions.setCollectorAction(sidecar.node_id, pending.collector, pending.action).then(() => setPending(undefined));
  };

  return (
    <SectionCard title="Collectors status">
      {body}
      <ConfirmDialog show={pending !== undefined} title={pending ? `${capitalized(pending.action)} collector` : ''} confirmLabel={pending ? capitalized(pending.action) : 'Confirm'}
                     variant="primary" onConfirm={confirm} onCancel={() => setPending(undefined)}>
        {pending && <>Do you really want to {pending.action} collector <b className="text-break">{pending.collector.name}</b> on sidecar <b className="text-break">{sidecar.node_name}</b>?</>}
      </ConfirmDialog>
      <Modal show={verbose !== undefined} onHide={() => setVerbose(undefined)} size="lg" aria-labelledby="collector-verbose-title">
        <Modal.Header closeButton><Modal.Title id="collector-verbose-title" as="h2" className="h5">Error details for {verbose?.name}</Modal.Title></Modal.Header>
        <Modal.Body><pre className="mb-0 text-wrap">{verbose?.text}</pre></Modal.Body>
      </Modal>
    </SectionCard>
  );
};

export default CollectorStatusSection;
