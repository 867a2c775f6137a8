import React, { useState } from 'react';
import { Modal } from 'react-bootstrap';

import MessageProcessorsConfigForm from '@/components/messageprocessors/MessageProcessorsConfigForm';
import type { MessageProcessorsConfig } from '@/stores/messageprocessors/MessageProcessorsStore';

import ConfigSection, { Setting } from './ConfigSection';

type Props = {
  config: MessageProcessorsConfig,
  mayEdit: boolean,
  onSaved: (config: MessageProcessorsConfig) => void,
};

/**
 * The message processors in the order they run, shown like the other configurations, and changed in a dialog
 * with the same form as their own page. As every form dialog, it does not close while a save is under way.
 */
const MessageProcessorsSection = ({ config, mayEdit, onSaved }: Props) => {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const close = () => { if (!saving) setEditing(false); };
  return (
    <ConfigSection title="Message processors configuration" description="The processors run on every message in this order; disabled ones are skipped."
                   onEdit={mayEdit ? () => setEditing(true) : undefined}>
      <dl className="row mb-0" aria-label="Message processors in the order they run">
        {config.processor_order.map((processor, index) => (
          <Setting key={processor.class_name} label={`${index + 1}. ${processor.name}`}>
            {config.disabled_processors.includes(processor.class_name) ? 'disabled' : 'active'}
          </Setting>
        ))}
      </dl>
      {editing && (
        <Modal show onHide={close} size="lg" backdrop="static" aria-labelledby="message-processors-dialog-title">
          <Modal.Header closeButton={!saving}>
            <Modal.Title id="message-processors-dialog-title" as="h2" className="h5">Update message processors configuration</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <MessageProcessorsConfigForm config={config} mayEdit submitLabel="Update configuration" onCancel={close} onSavingChange={setSaving}
                                         onSaved={(saved) => { onSaved(saved); setEditing(false); }} />
          </Modal.Body>
        </Modal>
      )}
    </ConfigSection>
  );
};

export default MessageProcessorsSection;
