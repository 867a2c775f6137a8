// The fields of the messages a search can find (POST /views/fields with the streams and the time range),
// for the query bar's completion and the field list. Data spec: search message fields carry name and hash,
// and standard_selected is true for message and source, the columns a message table starts with. The store
// keeps no state: each answer goes to whoever asked, since the search page and the widget dialog ask for
// different streams and ranges at the same time.
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
  /** Derived from the name: stable across loads, for keys and anchors that must not contain the name. */
  hash: string,
  standard_selected: boolean,
  /** The stored type as the server names it ('string', 'long', 'date', …); 'unknown' when it names none. */
  type: string,
};

/** Graylog 4 answers `{name, type: {type, properties, type_arguments}}`; a plain type name is read too. */
type FieldTypeAnswer = { name: string, type?: string | { type?: string } | null };

type FieldTypesActionsType = {
  /** The fields of messages in `streams` (every stream the user may read when empty) within `timerange`, by name. */
  load: (streams: ReadonlyArray<string>, timerange?: TimeRange) => Promise<Array<MessageField>>,
};

export const STANDARD_SELECTED_FIELDS: ReadonlyArray<string> = ['message', 'source'];

/** Java's String.hashCode, as unsigned hex: short, stable, and the same in every browser. */
export const fieldHash = (name: string): string => {
  let hash = 0;
  for (let at = 0; at < name.length; at += 1) {
    hash = (Math.imul(31, hash) + name.charCodeAt(at)) | 0;
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
};

const typeName = (type: FieldTypeAnswer['type']): string => {
  if (typeof type === 'string') return type;
  return typeof type?.type === 'string' ? type.type : 'unknown';
};

const toMessageField = ({ name, type }: FieldTypeAnswer): MessageField => ({
  name,
  hash: fieldHash(name),
  standard_selected: STANDARD_SELECTED_FIELDS.includes(name),
  type: typeName(type),
});

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
