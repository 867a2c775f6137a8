import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import TablePagination from '@/components/common/entity-table/TablePagination';
import Routes from '@/routing/Routes';
import usePolling from '@/stores/polling/usePolling';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import type { SystemMessagesPage } from '@/stores/systemjobs/SystemMessagesStore';
import { SYSTEM_MESSAGES_PER_PAGE, SystemMessagesActions } from '@/stores/systemjobs/SystemMessagesStore';
import formatCount from '@/util/formatCount';

/** New messages come in while the page is open; the shown page is asked for again this often. */
export const SYSTEM_MESSAGES_REFRESH_MS = 5000;

/**
 * The server's system messages, newest first, a page at a time (page numbers, as Graylog pages them).
 * Every text is shown as text.
 */
const SystemMessagesList = () => {
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<SystemMessagesPage | undefined>();
  const [failed, setFailed] = useState(false);
  const shownPage = useRef(page);
  shownPage.current = page;

  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  // A late answer for a page the user has left, or after the panel is gone, is dropped.
  const load = useCallback(() => {
    const asked = shownPage.current;
    const current = () => mounted.current && shownPage.current === asked;
    return SystemMessagesActions.list(asked).then(
      (answer) => { if (current()) { setLoaded(answer); setFailed(false); } },
      () => { if (current()) setFailed(true); },
    );
  }, []);

  useEffect(() => { load(); }, [page, load]);
  usePolling(load, SYSTEM_MESSAGES_REFRESH_MS);
  useReloadOnReconnect(load);

  if (!loaded) {
    return <p className="text-body-secondary mb-0">{failed ? 'The system messages could not be loaded.' : 'Loading the system messages…'}</p>;
  }
  if (loaded.total === 0) {
    return <p className="text-body-secondary mb-0">No system messages yet.</p>;
  }
  const totalPages = Math.max(1, Math.ceil(loaded.total / SYSTEM_MESSAGES_PER_PAGE));
  return (
    <>
      <Table striped size="sm" className="mb-2" aria-label="System messages">
        <thead>
          <tr><th style={{ width: '14rem' }}>Timestamp</th><th style={{ width: '8rem' }}>Node</th><th>Message</th></tr>
        </thead>
        <tbody>
          {loaded.messages.map((message, index) => (
            // Messages have no id; the page and position name a row for as long as the page is shown.
            <tr key={`${page}-${index}`}>
              <td><Timestamp dateTime={message.timestamp} /></td>
              <td><Link to={Routes.SYSTEM.NODES.show(message.node_id)} title={message.node_id}><code>{message.node_id.slice(0, 8)}</code></Link></td>
              <td className="text-break">{message.content}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span className="small text-body-secondary">{formatCount(loaded.total)} {loaded.total === 1 ? 'message' : 'messages'} in total.</span>
        {totalPages > 1 && <TablePagination page={Math.min(page, totalPages)} totalPages={totalPages} onChange={setPage} label="System messages pages" />}
      </div>
      {failed && <p className="small text-warning mb-0 mt-1">The last update failed; this may be out of date.</p>}
    </>
  );
};

export default SystemMessagesList;
