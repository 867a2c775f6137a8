import fetch from '@/logic/rest/FetchProvider';
import { SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

import { reportLookupLoadFailure } from './lookupFailures';
import type { LookupResult } from './lookupPayloads';

/** A test lookup (table or adapter); a failure toasts with Graylog's title and stays on the page. */
export const lookupWith = (path: { url: string }, title: string): Promise<LookupResult> => (
  fetch<LookupResult>('GET', qualifyApiUrl(path.url), undefined, SIDE_LOAD_OPTIONS)
    .catch((error: unknown) => reportLookupLoadFailure(error, 'Lookup', title))
);
