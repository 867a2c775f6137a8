// The codecs the server can decode messages with (GET /system/codecs/types/all), each with the configuration
// it asks for: the raw-message loader offers them with the same configuration form as inputs.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

import type { RequestedConfiguration } from './InputTypesStore';
import { reportLoadFailure, SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';

export type CodecTypeInfo = { type: string, name: string, requested_configuration: RequestedConfiguration };

/** By codec type (e.g. "gelf", "syslog"). */
export type CodecTypes = { [type: string]: CodecTypeInfo };

export type CodecTypesState = { codecTypes: CodecTypes | undefined };

type CodecTypesActionsType = { list: () => Promise<CodecTypes> };

export const CodecTypesActions = singletonActions('core.CodecTypes', () => createActions<CodecTypesActionsType>(['list']));

export const CodecTypesStore = singletonStore('core.CodecTypes', () => createStore({
  listenables: [CodecTypesActions],
  state: { codecTypes: undefined } as CodecTypesState,

  list() {
    const url = qualifyApiUrl(ApiRoutes.CodecTypesController.list().url);
    const promise = fetch<CodecTypes>('GET', url, undefined, SIDE_LOAD_OPTIONS).then((codecTypes) => {
      this.setState({ codecTypes });
      return codecTypes;
    }, (error: unknown) => reportLoadFailure(error, 'Fetching codec types', 'Could not retrieve codec types'));
    CodecTypesActions.list.promise(promise);
  },
}));
