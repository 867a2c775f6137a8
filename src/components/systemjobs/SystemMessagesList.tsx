import React, { useCallback } from 'react';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, Page, PageRequest } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { SystemMessage } from '@/stores/systemjobs/SystemMessagesStore';
import { SYSTEM_MESSAGES_PER_PAGE, SystemMessagesActions } from '@/stores/systemjobs/SystemMessagesStore';

/** New messages come in while the page is open; the shown page is asked for again this often. */
export const SYSTEM_MESSAGES_REFRESH_MS = 5000;

/** Messages have no id: their place in the whole list names a row for as long as its page is shown. */
type ListedMessage = SystemMessage & { position: number };

const COLUMNS: Array<ColumnDefinition<ListedMessage>> = [
  { id: 'timestamp', title: 'Timestamp', width: '14rem', render: (message) => <Timestamp dateTime={message.timestamp} /> },
  {
    id: 'node_id',
    title: 'Node',
    width: '8rem',
    render: (message) => <Link to={Routes.SYSTEM.NODES.show(message.node_id)} title={message.node_id}><code>{message.node_id.slice(0, 8)}</code></Link>,
  },
  { id: 'content', title: 'Message', render: (message) => <span className="text-break">{message.content}</span> },
];

/** Graylog sorts them newest first and offers no other order, no search and no other page size. */
const NEWEST_FIRST = { field: 'timestamp', order: 'desc' } as const;

/**
 * The server's system messages, newest first, a page at a time (page numbers, as Graylog pages them), in the
 * shared table; the page on screen refreshes while it can be seen. Every text is shown as text.
 */
const SystemMessagesList = () => {
  const fetchPage = useCallback((request: PageRequest): Promise<Page<ListedMessage>> => SystemMessagesActions.list(request.page).then((answer) => {
    const first = (request.page - 1) * SYSTEM_MESSAGES_PER_PAGE;
    return {
      list: answer.messages.map((message, index) => ({ ...message, position: first + index })),
      pagination: {
        page: request.page, perPage: SYSTEM_MESSAGES_PER_PAGE, count: answer.messages.length, total: answer.total, grandTotal: answer.total, query: '',
      },
    };
  }), []);
  return (
    <PaginatedEntityTable<ListedMessage> id="system-messages" urlPrefix="messages" entityName={{ singular: 'system message', plural: 'system messages' }}
                                         fetchPage={fetchPage} columns={COLUMNS} defaultSort={NEWEST_FIRST} searchable={false}
                                         defaultPerPage={SYSTEM_MESSAGES_PER_PAGE} fixedPerPage refreshEveryMs={SYSTEM_MESSAGES_REFRESH_MS}
                                         getId={(message) => String(message.position)} getTitle={(message) => message.content} />
  );
};

export default SystemMessagesList;
