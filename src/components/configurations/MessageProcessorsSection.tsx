import React, { useState } from 'react';
import { Modal } from 'react-bootstrap';

import MessageProcessorsConfigForm from '@/components/messageprocessors/MessageProcessorsConfigForm';
import type { MessageProcessorsConfig } from '@/stores/messageprocessors/MessageProcessorsStore';

import ConfigSection from './ConfigSection';

type Props = {
  config: MessageProcessorsConfig,
  mayEdit: boolean,
  onSaved: (config: MessageProcessorsConfig) => void,
};

/** The message processors in the order they run (the same form as their own page), changed in a dialog. */
const MessageProcessorsSection = ({ config, mayEdit, onSaved }: Props) => {
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);
  return (
    <ConfigSection title="Message processors configuration" description="The processors run on every message in this order; disabled ones are skipped."
                   onEdit={mayEdit ? () => setEditing(true) : undefined}>
      <MessageProcessorsConfigForm key={JSON.stringify(config)} config={config} mayEdit={false} onSaved={onSaved} />
      {editing && (
        <Modal show onHide={close} size="lg" backdrop="static" aria-labelledby="message-processors-dialog-title">
          <Modal.Header closeButton>
            <Modal.Title id="message-processors-dialog-title" as="h2" className="h5">Update message processors configuration</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <MessageProcessorsConfigForm config={config} mayEdit onCancel={close} onSaved={(saved) => { onSaved(saved); close(); }} />
          </Modal.Body>
        </Modal>
      )}
    </ConfigSection>
  );
};

export default MessageProcessorsSection;
