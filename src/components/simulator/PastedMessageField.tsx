import React from 'react';
import { Form } from 'react-bootstrap';

import type { PastedMessage } from './rawMessage';
import { fieldList } from './rawMessage';

type Props = {
  id: string,
  text: string,
  reading: PastedMessage,
  /** Set once the user asked to simulate a message that cannot be sent: the field says why, as invalid. */
  refusal: string | undefined,
  onChange: (text: string) => void,
  inputRef: React.Ref<HTMLTextAreaElement>,
};

/** Says, while the user types, how the text will be read: which fields a JSON object gives, or that text becomes `message`. */
const Reading = ({ reading }: { reading: PastedMessage }) => {
  switch (reading.kind) {
    case 'empty':
      return <>A JSON object is used as the message&apos;s fields; any other text becomes its <code>message</code> field.</>;
    case 'json': {
      const names = Object.keys(reading.fields);
      return <>Read as JSON: {names.length} {names.length === 1 ? 'field' : 'fields'}{names.length > 0 && <> ({fieldList(names)})</>}.</>;
    }
    case 'text':
      return <>Read as plain text: it becomes the message&apos;s <code>message</code> field.</>;
    default:
      return <span className="text-danger-emphasis">{reading.reason}</span>;
  }
};

/** The raw message to simulate: pasted JSON fields or a line of text. */
const PastedMessageField = ({ id, text, reading, refusal, onChange, inputRef }: Props) => (
  <Form.Group controlId={id}>
    <Form.Label>Message</Form.Label>
    <Form.Control as="textarea" rows={6} className="font-monospace" spellCheck={false} value={text} ref={inputRef}
                  isInvalid={refusal !== undefined} aria-describedby={`${id}-reading`}
                  placeholder={'{"message": "GET /checkout/pay 200", "source": "web-01", "path": "/checkout/pay"}'}
                  onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)} />
    {refusal !== undefined
      ? <Form.Control.Feedback type="invalid" id={`${id}-reading`}>{refusal}</Form.Control.Feedback>
      : <Form.Text id={`${id}-reading`} className="d-block"><Reading reading={reading} /></Form.Text>}
  </Form.Group>
);

export default PastedMessageField;
