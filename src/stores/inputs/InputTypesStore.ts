// The kinds of input the server can run, and the configuration each one asks for. The configuration form
// is drawn from `requested_configuration`, so a server with other input types needs no console change.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

import type { ConfigurationValue } from './InputsStore';
import { reportLoadFailure, SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';

/** `list` is Graylog's ListField: several text values (an alarm callback's email and user receivers). */
export type ConfigurationFieldType = 'text' | 'number' | 'boolean' | 'dropdown' | 'list';

/** One field of a requested configuration (inputs, codecs, outputs, decorators, legacy alerting). */
export type ConfigurationField = {
  /** Unknown types are shown as text fields. */
  type: ConfigurationFieldType | string,
  /** A list field's default is a list (the server sends []). */
  default_value: ConfigurationValue | Array<string>,
  description: string,
  human_name: string,
  is_optional: boolean,
  /** e.g. "is_password" or "textarea" for text fields. */
  attributes: Array<string>,
  /** A dropdown's choices: `{ values: { <value>: <label> } }`. */
  additional_info: { values?: { [value: string]: string }, [key: string]: unknown },
  position?: number,
};

export type RequestedConfiguration = { [field: string]: ConfigurationField };

export type InputTypeInfo = {
  /** The class name, e.g. "org.graylog2.inputs.gelf.http.GELFHttpInput". */
  type: string,
  /** The human name, e.g. "GELF HTTP". */
  name: string,
  requested_configuration: RequestedConfiguration,
  link_to_docs: string,
};

/** Class name to human name. */
export type InputTypes = { [type: string]: string };

export type InputTypesState = {
  types: InputTypes | undefined,
  /** Details loaded so far, by class name. */
  typeDetails: { [type: string]: InputTypeInfo },
};

type InputTypesActionsType = {
  list: () => Promise<InputTypes>,
  /** Every type with its details, in one call. */
  listAll: () => Promise<{ [type: string]: InputTypeInfo }>,
  get: (type: string) => Promise<InputTypeInfo>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const InputTypesActions = singletonActions('core.InputTypes', () => createActions<InputTypesActionsType>(['list', 'listAll', 'get']));

export const InputTypesStore = singletonStore('core.InputTypes', () => createStore({
  listenables: [InputTypesActions],
  state: { types: undefined, typeDetails: {} } as InputTypesState,

  list() {
    const promise = fetch<{ types: InputTypes }>('GET', url(ApiRoutes.InputTypesApiController.list()), undefined, SIDE_LOAD_OPTIONS).then(({ types }) => {
      this.setState({ types });
      return types;
    }, (error: unknown) => reportLoadFailure(error, 'Loading input types', 'Could not load input types'));
    InputTypesActions.list.promise(promise);
  },

  listAll() {
    const promise = fetch<{ [type: string]: InputTypeInfo }>('GET', url(ApiRoutes.InputTypesApiController.listAll()), undefined, SIDE_LOAD_OPTIONS).then((all) => {
      const types = Object.fromEntries(Object.values(all).map((info) => [info.type, info.name]));
      this.setState({ types, typeDetails: { ...this.state.typeDetails, ...all } });
      return all;
    }, (error: unknown) => reportLoadFailure(error, 'Loading input types', 'Could not load input types'));
    InputTypesActions.listAll.promise(promise);
  },

  get(type: string) {
    const promise = fetch<InputTypeInfo>('GET', url(ApiRoutes.InputTypesApiController.get(type)), undefined, SIDE_LOAD_OPTIONS).then((info) => {
      this.setState({ typeDetails: { ...this.state.typeDetails, [type]: info } });
      return info;
    }, (error: unknown) => reportLoadFailure(error, `Loading input type "${type}"`, 'Could not load input type'));
    InputTypesActions.get.promise(promise);
  },
}));
