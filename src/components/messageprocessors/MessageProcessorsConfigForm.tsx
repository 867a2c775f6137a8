import React, { useMemo, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import UnsavedChangesGuard from '@/components/common/form/UnsavedChangesGuard';
import { reasonOf } from '@/logic/errors/FetchError';
import type { MessageProcessor, MessageProcessorsConfig } from '@/stores/messageprocessors/MessageProcessorsStore';
import { MessageProcessorsActions } from '@/stores/messageprocessors/MessageProcessorsStore';

import { hasNoActiveProcessor, moveProcessor, processorDescription, sameConfig, withProcessorEnabled } from './processorDescriptions';

type Props = {
  config: MessageProcessorsConfig,
  /** clusterconfigentry:edit: without it the order and states are shown, not offered. */
  mayEdit: boolean,
  onSaved: (saved: MessageProcessorsConfig) => void,
  /**
   * Given when the form sits in a dialog: Cancel then closes it, changed or not, and the submit button
   * is offered unchanged too, as the other configuration dialogs offer theirs.
   */
  onCancel?: () => void,
  /** The submit button's text: "Save" on the page, "Update configuration" in the configurations dialog. */
  submitLabel?: string,
  /** Told when a save starts and ends, so a dialog around the form can refuse to close meanwhile. */
  onSavingChange?: (saving: boolean) => void,
};

/** A processor with its place and state in the draft, so the columns need not see the draft itself. */
type ProcessorRow = MessageProcessor & { index: number, enabled: boolean, isLast: boolean };

/**
 * The processors in the order they run, each with what it does and whether it is on. Changes stay in the page
 * until saved; a refused save keeps them.
 */
const MessageProcessorsConfigForm = ({ config, mayEdit, onSaved, onCancel, submitLabel = 'Save', onSavingChange }: Props) => {
  const [draft, setDraft] = useState(config);
  const [saving, setSavingState] = useState(false);
  const setSaving = (value: boolean) => {
    setSavingState(value);
    onSavingChange?.(value);
  };
  const [failure, setFailure] = useState<string | undefined>();
  const dirty = !sameConfig(draft, config);
  const noneActive = hasNoActiveProcessor(draft);
  const last = draft.processor_order.length - 1;
  const rows = draft.processor_order.map((processor, index): ProcessorRow => (
    { ...processor, index, enabled: !draft.disabled_processors.includes(processor.class_name), isLast: index === last }
  ));

  const columns = useMemo((): Array<ColumnDefinition<ProcessorRow>> => [
    { id: 'index', title: '#', width: '3rem', render: (row) => row.index + 1 },
    {
      id: 'name',
      title: 'Processor',
      render: (row) => (
        <>
          <div className="fw-semibold">{row.name}</div>
          <div className="small text-body-secondary">{processorDescription(row.class_name)}</div>
        </>
      ),
    },
    {
      id: 'status',
      title: 'Status',
      width: '9rem',
      render: (row) => (mayEdit ? (
        <Form.Check type="switch" id={`processor-enabled-${row.index}`} label={row.enabled ? 'Enabled' : 'Disabled'} checked={row.enabled} disabled={saving}
                    aria-label={`${row.name} enabled`}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                      const { checked } = event.target;
                      setDraft((current) => withProcessorEnabled(current, row.class_name, checked));
                    }} />
      ) : <span className={row.enabled ? '' : 'text-body-secondary'}>{row.enabled ? 'active' : 'disabled'}</span>),
    },
    ...(mayEdit ? [{
      id: 'order',
      title: 'Order',
      width: '6rem',
      render: (row: ProcessorRow) => (
        <div className="d-flex gap-1">
          <Button size="sm" variant="outline-secondary" disabled={saving || row.index === 0} aria-label={`Move ${row.name} up`}
                  onClick={() => setDraft((current) => moveProcessor(current, row.index, -1))}>↑</Button>
          <Button size="sm" variant="outline-secondary" disabled={saving || row.isLast} aria-label={`Move ${row.name} down`}
                  onClick={() => setDraft((current) => moveProcessor(current, row.index, 1))}>↓</Button>
        </div>
      ),
    }] : []),
  ], [mayEdit, saving]);

  const save = () => {
    setSaving(true);
    setFailure(undefined);
    MessageProcessorsActions.update(draft).then((saved) => {
      setSaving(false);
      setDraft(saved ?? draft);
      onSaved(saved ?? draft);
    }, (error: unknown) => {
      setSaving(false);
      setFailure(reasonOf(error));
    });
  };

  return (
    <section aria-label="Message processors">
      <UnsavedChangesGuard when={dirty} hasUnsavedChanges={() => dirty} />
      <EntityDataTable rows={rows} columns={columns} getId={(row) => row.class_name} getTitle={(row) => row.name}
                       caption="Message processors in the order they run" compact />
      {noneActive && <Alert variant="danger">No active message processor: at least one must stay enabled, or no message would be processed.</Alert>}
      {failure && <Alert variant="danger" role="alert">The configuration was not saved: {failure}</Alert>}
      {mayEdit && (
        <div className="console-form-buttons">
          <Button variant="primary" disabled={(!dirty && !onCancel) || noneActive || saving} onClick={save}>{saving ? 'Saving…' : submitLabel}</Button>
          <Button variant="outline-secondary" disabled={(!dirty && !onCancel) || saving} onClick={() => { setDraft(config); setFailure(undefined); onCancel?.(); }}>Cancel</Button>
        </div>
      )}
    </section>
  );
};

export default MessageProcessorsConfigForm;
