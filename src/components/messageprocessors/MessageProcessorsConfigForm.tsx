import React, { useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';

import UnsavedChangesGuard from '@/components/common/form/UnsavedChangesGuard';
import { reasonOf } from '@/logic/errors/FetchError';
import type { MessageProcessorsConfig } from '@/stores/messageprocessors/MessageProcessorsStore';
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
      <Table size="sm" className="align-middle" aria-label="Message processors in the order they run">
        <thead>
          <tr>
            <th style={{ width: '3rem' }}>#</th>
            <th>Processor</th>
            <th style={{ width: '9rem' }}>Status</th>
            {mayEdit && <th style={{ width: '6rem' }}>Order</th>}
          </tr>
        </thead>
        <tbody>
          {draft.processor_order.map((processor, index) => {
            const enabled = !draft.disabled_processors.includes(processor.class_name);
            return (
              <tr key={processor.class_name} data-processor={processor.class_name}>
                <td>{index + 1}</td>
                <td>
                  <div className="fw-semibold">{processor.name}</div>
                  <div className="small text-body-secondary">{processorDescription(processor.class_name)}</div>
                </td>
                <td>
                  {mayEdit ? (
                    <Form.Check type="switch" id={`processor-enabled-${index}`} label={enabled ? 'Enabled' : 'Disabled'} checked={enabled} disabled={saving}
                                aria-label={`${processor.name} enabled`}
                                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setDraft(withProcessorEnabled(draft, processor.class_name, event.target.checked))} />
                  ) : <span className={enabled ? '' : 'text-body-secondary'}>{enabled ? 'active' : 'disabled'}</span>}
                </td>
                {mayEdit && (
                  <td>
                    <div className="d-flex gap-1">
                      <Button size="sm" variant="outline-secondary" disabled={saving || index === 0} aria-label={`Move ${processor.name} up`}
                              onClick={() => setDraft(moveProcessor(draft, index, -1))}>↑</Button>
                      <Button size="sm" variant="outline-secondary" disabled={saving || index === last} aria-label={`Move ${processor.name} down`}
                              onClick={() => setDraft(moveProcessor(draft, index, 1))}>↓</Button>
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
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
