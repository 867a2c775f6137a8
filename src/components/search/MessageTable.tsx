import React, { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import CopyIdButton from '@/components/messages/CopyIdButton';
import MessageFieldList from '@/components/messages/MessageFieldList';
import SurroundingSearchButton from '@/components/messages/SurroundingSearchButton';
import MessageValue from '@/components/messages/MessageValue';
import SimulateMessageLink from '@/components/simulator/SimulateMessageLink';
import Routes from '@/routing/Routes';
import type { Message } from '@/stores/messages/MessagesStore';

import { timestampFormatter } from './timestampText';

type Props = {
  messages: ReadonlyArray<Message>,
  /** The selected fields; `message` is shown on a line of its own under the others, as Graylog does. */
  fields: ReadonlyArray<string>,
  timezone: string,
  /** Whether the user may open a message's own page. */
  linkToMessage: boolean,
};

const FieldCell = ({ message, field }: { message: Message, field: string }) => (
  <MessageValue value={message.fields[field]} ranges={message.highlight_ranges[field]} />
);

/** A field name that may wrap only after its `_` and `.`, never inside a word. */
export const BreakableName = ({ name }: { name: string }) => {
  const parts = name.split(/([_.])/);
  const pieces: Array<React.ReactNode> = [];
  for (let at = 0; at < parts.length; at += 2) {
    const separator = parts[at + 1] ?? '';
    pieces.push(`${parts[at]}${separator}`);
    if (separator && at + 2 < parts.length) pieces.push(<wbr key={at} />);
  }
  return <>{pieces}</>;
};

type RowProps = {
  message: Message,
  columns: ReadonlyArray<string>,
  showMessage: boolean,
  formatTime: (value: string) => string,
  expanded: boolean,
  onToggle: (id: string) => void,
  linkToMessage: boolean,
};

const detailsId = (message: Message) => `message-details-${message.index ?? ''}-${message.id}`;

/** One message: its time and selected fields; the message text under them; all its fields when expanded. */
const MessageRow = React.memo(({ message, columns, showMessage, formatTime, expanded, onToggle, linkToMessage }: RowProps) => {
  const toggle = () => onToggle(`${message.index}/${message.id}`);
  // A click that ends a text selection is for copying, not for opening the row.
  const onRowClick = (event: React.MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    toggle();
  };
  const span = columns.length + 1;
  return (
    <tbody className={expanded ? 'console-message console-message-expanded' : 'console-message'}>
      <tr onClick={onRowClick} className={showMessage ? 'console-message-fields with-message' : 'console-message-fields'}>
        <td className="console-message-time text-nowrap">
          <button type="button" className="btn btn-link btn-sm p-0 me-1 console-message-toggle" aria-expanded={expanded}
                  aria-controls={expanded ? detailsId(message) : undefined} onClick={toggle}
                  aria-label={`${expanded ? 'Hide' : 'Show'} all fields of message ${message.id}`}>
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          </button>
          <time dateTime={message.timestamp}>{message.timestamp ? formatTime(message.timestamp) : ''}</time>
        </td>
        {columns.map((field) => (
          <td key={field} className="console-message-field">
            <div className="console-message-value"><FieldCell message={message} field={field} /></div>
          </td>
        ))}
      </tr>
      {showMessage && (
        <tr onClick={onRowClick} className="console-message-text">
          <td colSpan={span}><FieldCell message={message} field="message" /></td>
        </tr>
      )}
      {expanded && (
        <tr className="console-message-details" id={detailsId(message)}>
          <td colSpan={span}>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <div className="small text-body-secondary">
                Message <span className="font-monospace">{message.id}</span>
                {message.index && <> in index <span className="font-monospace">{message.index}</span></>}
              </div>
              <div className="d-flex gap-2 align-items-center">
                {linkToMessage && message.index && (
                  <Link className="btn btn-outline-primary" to={Routes.message(message.index, message.id)}>Open message page</Link>
                )}
                <SurroundingSearchButton message={message} />
                {message.index && <SimulateMessageLink index={message.index} messageId={message.id} />}
                <CopyIdButton id={message.id} />
              </div>
            </div>
            <MessageFieldList fields={message.fields} />
          </td>
        </tr>
      )}
    </tbody>
  );
});
MessageRow.displayName = 'MessageRow';

/** The page of messages found: time and selected fields per row, each row expandable to every field. */
const MessageTable = ({ messages, fields, timezone, linkToMessage }: Props) => {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const onToggle = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key); else next.add(key);
      return next;
    });
  }, []);
  const formatTime = useMemo(() => timestampFormatter(timezone), [timezone]);
  const showMessage = fields.includes('message');
  const columns = fields.filter((field) => field !== 'message' && field !== 'timestamp');

  return (
    <div className="table-responsive">
      <table className="table table-sm console-message-table mb-0">
        <caption className="visually-hidden">Messages found; activate a row to show all its fields</caption>
        <thead>
          <tr>
            <th scope="col" className="text-nowrap">Timestamp</th>
            {columns.map((field) => <th key={field} scope="col" className="font-monospace fw-semibold"><BreakableName name={field} /></th>)}
          </tr>
        </thead>
        {messages.map((message) => {
          const key = `${message.index}/${message.id}`;
          return (
            <MessageRow key={key} message={message} columns={columns} showMessage={showMessage} formatTime={formatTime}
                        expanded={expanded.has(key)} onToggle={onToggle} linkToMessage={linkToMessage} />
          );
        })}
      </table>
    </div>
  );
};

export default MessageTable;
