import React, { useCallback, useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import { localPage } from '@/components/common/entity-table/localPage';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import type { InternalLogMessage, MessageLevelFilter } from '@/stores/logging/LoggingStore';
import { LoggingActions } from '@/stores/logging/LoggingStore';

/** The filter's choices: a level shows it and everything more severe. */
const FILTER_LEVELS: Array<{ value: MessageLevelFilter, label: string }> = [
  { value: 'all', label: 'All levels' },
  { value: 'trace', label: 'TRACE and above' },
  { value: 'debug', label: 'DEBUG and above' },
  { value: 'info', label: 'INFO and above' },
  { value: 'warn', label: 'WARN and above' },
  { value: 'error', label: 'ERROR and above' },
  { value: 'fatal', label: 'FATAL' },
];

const LEVEL_VARIANTS: { [level: string]: string } = { FATAL: 'danger', ERROR: 'danger', WARN: 'warning', INFO: 'info', DEBUG: 'secondary', TRACE: 'light' };

export const levelVariant = (level: string) => LEVEL_VARIANTS[level.toUpperCase()] ?? 'secondary';

/** The message as text, and the stack trace folded away when there is one. */
const MessageText = ({ message }: { message: InternalLogMessage }) => (
  <>
    <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>{message.message}</div>
    {message.throwable && (
      <details className="mt-1">
        <summary className="small">Stack trace</summary>
        <pre className="small mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>{message.throwable}</pre>
      </details>
    )}
  </>
);

/** The root logger has no name; its messages are shown as "root", as the server prints them and the calls address it. */
export const loggerOf = (message: InternalLogMessage): string => message.class_name || 'root';

const columns: Array<ColumnDefinition<InternalLogMessage>> = [
  { id: 'timestamp', title: 'Time', sortable: true, width: '13rem', render: (message) => <Timestamp dateTime={message.timestamp} /> },
  { id: 'level', title: 'Level', sortable: true, width: '6rem', render: (message) => <Badge bg={levelVariant(message.level)} text={levelVariant(message.level) === 'light' ? 'dark' : undefined}>{message.level}</Badge> },
  { id: 'class_name', title: 'Logger', sortable: true, render: (message) => <code className="text-break">{loggerOf(message)}</code> },
  { id: 'thread_name', title: 'Thread', sortable: true, hiddenByDefault: true },
  { id: 'message', title: 'Message', render: (message) => <MessageText message={message} /> },
];

/** Keys a message by what makes it unique among the recent ones the server keeps. */
const messageKey = (message: InternalLogMessage) => `${message.timestamp}|${message.class_name}|${message.thread_name}|${message.message}`;

const messagesPage = (messages: Array<InternalLogMessage>, request: PageRequest) => localPage(messages, request, {
  searchText: (message) => [message.message, loggerOf(message), message.thread_name],
  sortValue: (message, field) => {
    if (field === 'timestamp') return Date.parse(message.timestamp);
    return field === 'class_name' ? loggerOf(message) : String(message[field as keyof InternalLogMessage] ?? '');
  },
});

/** The log messages the server kept in memory, newest first, filtered by level and refreshed on demand. */
const RecentLogMessages = () => {
  const [level, setLevel] = useState<MessageLevelFilter>('all');
  const [refreshes, setRefreshes] = useState(0);
  const fetchPage = useCallback(
    (request: PageRequest) => LoggingActions.recentMessages(level).then((messages) => messagesPage(messages, request)),
    [level],
  );
  const toolbar = (
    <div className="d-flex gap-2 align-items-center">
      <Form.Select size="sm" aria-label="Lowest level shown" value={level} style={{ width: '11rem' }}
                   onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setLevel(event.target.value as MessageLevelFilter)}>
        {FILTER_LEVELS.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </Form.Select>
      <Button size="sm" variant="outline-secondary" onClick={() => setRefreshes((count) => count + 1)}>Refresh</Button>
    </div>
  );
  return (
    <PaginatedEntityTable<InternalLogMessage>
      id="recent-log-messages"
      urlPrefix="messages"
      entityName={{ singular: 'log message', plural: 'log messages' }}
      fetchPage={fetchPage}
      columns={columns}
      defaultSort={{ field: 'timestamp', order: 'desc' }}
      defaultPerPage={50}
      getId={messageKey}
      getTitle={(message) => message.message}
      searchPlaceholder="Search the messages"
      toolbar={toolbar}
      emptyState={<p className="text-body-secondary mb-0">The server has not logged anything at this level since it started.</p>}
      reloadKey={refreshes} />
  );
};

export default RecentLogMessages;
