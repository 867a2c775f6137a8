// The fields of the messages a search can find (POST /views/fields with the streams and the time range),
// for the query bar's completion and the field list. The store keeps no state: each answer goes to whoever
// asked, since the search page and the widget dialog ask for different streams and ranges at the same time.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

import { isStreamRefusal } from './SearchJobsStore';
import type { TimeRange } from './searchTypes';

export type MessageField = {
  name: string,
  /** The stored type as the server names it ('string', 'long', 'date', …); 'unknown' when it names none. */
  type: string,
};

/** Graylog 4 answers `{name, type: {type, properties, type_arguments}}`; a plain type name is read too. */
type FieldTypeAnswer = { name: string, type?: string | { type?: string } | null };

type FieldTypesActionsType = {
  /** The fields of messages in `streams` (every stream the user may read when empty) within `timerange`, by name. */
  load: (streams: ReadonlyArray<string>, timerange?: TimeRange) => Promise<Array<MessageField>>,
};

const typeName = (type: FieldTypeAnswer['type']): string => {
  if (typeof type === 'string') return type;
  return typeof type?.type === 'string' ? type.type : 'unknown';
};

const toMessageField = ({ name, type }: FieldTypeAnswer): MessageField => ({ name, type: typeName(type) });

const byName = (a: MessageField, b: MessageField) => a.name.localeCompare(b.name);

export const FieldTypesActions = singletonActions('core.FieldTypes', () => createActions<FieldTypesActionsType>(['load']));

export const FieldTypesStore = singletonStore('core.FieldTypes', () => createStore({
  listenables: [FieldTypesActions],
  state: {} as Record<string, never>,

  load(streams: ReadonlyArray<string>, timerange?: TimeRange) {
    const body = timerange ? { streams, timerange } : { streams };
    const promise = fetch<Array<FieldTypeAnswer>>('POST', qualifyApiUrl(ApiRoutes.FieldTypesApiController.byStreams().url), body, { reportPageErrors: false })
      .then((answer) => (Array.isArray(answer) ? answer : [])
        .filter((field) => typeof field?.name === 'string' && field.name !== '')
        .map(toMessageField)
        .sort(byName), (error: unknown) => {
        // A stream the user may not read: the search page says so in place of its results.
        if (isStreamRefusal(error)) throw error;
        return reportLoadFailure(error, 'Loading field information', 'Could not load field information');
      });
    FieldTypesActions.load.promise(promise);
  },
}));
