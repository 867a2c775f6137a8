import React from 'react';
import { Alert, Button, Card } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import TableFooter from '@/components/common/entity-table/TableFooter';
import { countOf, rangeSummary } from '@/components/common/entity-table/tableTexts';
import { describeSearchError, lastUsablePage, resultWindowLimitOf, searchFailureText, SERVER_AWAY_TEXT } from '@/stores/search/searchErrors';
import formatCount from '@/util/formatCount';

import MessageTable from './MessageTable';
import type { SearchResult } from './searchExecution';
import { PAGE_SIZES } from './searchUrl';

type Props = {
  result: SearchResult | undefined,
  running: boolean,
  /** Why the last search could not run at all. */
  failure: unknown,
  /**
   * The automatic refresh waits for the server to come back: said like a failed refresh, whichever request
   * noticed first that the server is away.
   */
  serverAway?: boolean,
  onRetry: () => void,
  fields: ReadonlyArray<string>,
  timezone: string,
  linkToMessage: boolean,
  page: number,
  perPage: number,
  onPageChange: (page: number) => void,
  onPerPageChange: (perPage: number) => void,
};

const MESSAGES = { singular: 'message', plural: 'messages' };

/** An empty page of a search that found messages lies beyond what the search backend can page to. */
const rangeText = (page: number, perPage: number, shown: number, total: number) => (
  shown === 0 ? `Results unavailable for page ${formatCount(page)}` : rangeSummary(page, perPage, shown, total, total, MESSAGES)
);

/** The total found, the errors of the search, the page of messages and the paging. */
const ResultsPanel = ({
  result, running, failure, serverAway = false, onRetry, fields, timezone, linkToMessage, page, perPage, onPageChange, onPerPageChange,
}: Props) => {
  const totalPages = result ? Math.max(1, Math.ceil(result.total / perPage)) : 1;
  // A page beyond the backend's result window: the way back is the last page it allows.
  const windowLimit = result && result.messages.length === 0 ? resultWindowLimitOf(result.errors) : undefined;
  const lastPage = windowLimit !== undefined ? Math.min(lastUsablePage(windowLimit, perPage), totalPages) : 0;
  return (
    <Card className="console-search-results" aria-busy={running}>
      <Card.Header className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 py-2">
        <h2 className="h6 mb-0" aria-live="polite">
          {result && !result.queryError ? <span data-testid="search-total">{`Found ${countOf(result.total, MESSAGES)}`}</span> : 'Messages'}
          {result?.durationMs !== undefined && !result.queryError && <span className="text-body-secondary fw-normal small ms-2">{`in ${formatCount(result.durationMs)} ms`}</span>}
        </h2>
        {running && <span className="small text-body-secondary"><span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />Searching…</span>}
      </Card.Header>
      {(failure !== undefined || serverAway) && (
        <Alert variant="danger" className="m-3">
          <p className="mb-2">{failure !== undefined ? searchFailureText(failure) : SERVER_AWAY_TEXT}</p>
          <Button size="sm" variant="outline-danger" onClick={onRetry}>Try again</Button>
        </Alert>
      )}
      {result && result.errors.length > 0 && (
        <Alert variant="warning" className="m-3" role="alert">
          <p className="fw-semibold mb-1">The search reported {result.errors.length === 1 ? 'a problem' : 'problems'}:</p>
          <ul className="mb-0">
            {result.errors.map((error, position) => (
              // Errors never reorder.
              <li key={position}>{describeSearchError(error, perPage)}</li>
            ))}
          </ul>
          {lastPage >= 1 && lastPage < page && (
            <Button size="sm" variant="outline-dark" className="mt-2" onClick={() => onPageChange(lastPage)}>
              {`Go to page ${formatCount(lastPage)}, the last one available`}
            </Button>
          )}
        </Alert>
      )}
      {!result && failure === undefined && <Card.Body><Spinner text="Searching…" /></Card.Body>}
      {result && result.messages.length === 0 && result.errors.length === 0 && !result.queryError && (
        <Card.Body className="text-center py-5">
          <p className="h6 mb-1">No messages found</p>
          <p className="text-body-secondary mb-0">Try a longer time range, or a broader query.</p>
        </Card.Body>
      )}
      {result && result.queryError && result.messages.length === 0 && (
        <Card.Body className="text-body-secondary">The query could not be parsed; see the search bar above.</Card.Body>
      )}
      {result && result.messages.length > 0 && (
        <MessageTable messages={result.messages} fields={fields} timezone={timezone} linkToMessage={linkToMessage} />
      )}
      {result && result.total > 0 && (
        <TableFooter className="px-3 py-2 border-top" summary={rangeText(page, perPage, result.messages.length, result.total)}
                     page={page} totalPages={totalPages} onPageChange={onPageChange} pagerLabel="Message pages"
                     perPage={perPage} perPageChoices={PAGE_SIZES} onPerPageChange={onPerPageChange}
                     perPageLabel="Messages per page" perPageId="search-per-page" />
      )}
    </Card>
  );
};

export default ResultsPanel;
