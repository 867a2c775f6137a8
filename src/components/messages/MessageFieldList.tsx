import React from 'react';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import type { MessageFields } from '@/stores/messages/MessagesStore';

import { fieldValueText, listedFields } from './messageFields';
import MessageValue from './MessageValue';

type Props = {
  fields: MessageFields,
  /** The link to create an extractor for a field; undefined when the user may not (or the page does not exist). */
  extractorLink?: (field: string) => string | undefined,
};

const FieldValue = ({ name, value }: { name: string, value: unknown }) => {
  if (name === 'timestamp' && (typeof value === 'string' || typeof value === 'number')) {
    return <Timestamp dateTime={value} />;
  }
  if (fieldValueText(value) === '') {
    return <span className="text-body-secondary fst-italic">empty</span>;
  }
  // Kept as written (line breaks, indentation) and wrapped anywhere when long.
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}><MessageValue value={value} /></span>;
};

/** Every listed field of a message, `message` first, each with its value as text and its actions. */
const MessageFieldList = ({ fields, extractorLink }: Props) => {
  const listed = listedFields(fields);
  if (listed.length === 0) {
    return <p className="mb-0 text-body-secondary">The message has no fields besides the internal ones.</p>;
  }
  return (
    <dl className="mb-0">
      {listed.map(([name, value], position) => {
        const link = extractorLink?.(name);
        return (
          // A div groups each name with its value (allowed in a dl), so that rows can be told apart.
          <div key={name} className={position < listed.length - 1 ? 'row py-2 border-bottom' : 'row pt-2'}>
            <dt className="col-md-3 fw-normal text-break"><span className="font-monospace text-body-secondary">{name}</span></dt>
            <dd className="col-md-9 mb-0 d-flex align-items-start gap-3">
              <div className="flex-grow-1" style={{ minWidth: 0 }}><FieldValue name={name} value={value} /></div>
              {link && (
                <Link to={link} className="small text-nowrap" aria-label={`Create extractor for field ${name}`}>Create extractor</Link>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
};

export default MessageFieldList;
