// The rotation strategies (when the write index is replaced by a new one) and retention strategies (what
// happens to the oldest indices beyond a maximum) the server offers, each with its default configuration and
// the JSON schema of its settings, from which the index set form draws their fields.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { StrategyConfig } from '@/stores/indices/IndexSetsStore';
import { SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** The part of a JSON schema (Jackson's, as Graylog sends it) the form reads. */
export type JsonSchema = {
  type?: string,
  title?: string,
  description?: string,
  properties?: { [name: string]: JsonSchema },
  required?: Array<string>,
  minimum?: number,
  maximum?: number,
  enum?: Array<string>,
  format?: string,
};

/** Graylog's RotationStrategyDescription / RetentionStrategyDescription. */
export type StrategyDescription = {
  /** The strategy's class name, e.g. org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy. */
  type: string,
  default_config: StrategyConfig,
  json_schema: JsonSchema,
};

export type StrategyKind = 'rotation' | 'retention';

type IndexStrategiesActionsType = {
  list: (kind: StrategyKind) => Promise<Array<StrategyDescription>>,
};

export const IndexStrategiesActions = singletonActions('core.IndexStrategies', () => createActions<IndexStrategiesActionsType>(['list']));

const PATHS = {
  rotation: ApiRoutes.IndicesConfigurationApiController.rotationStrategies,
  retention: ApiRoutes.IndicesConfigurationApiController.retentionStrategies,
};

export const IndexStrategiesStore = singletonStore('core.IndexStrategies', () => createStore({
  listenables: [IndexStrategiesActions],
  state: {} as Record<string, never>,

  list(kind: StrategyKind) {
    // The index set form says in place when this fails: no toast.
    const promise = fetch<{ total: number, strategies: Array<StrategyDescription> }>('GET', qualifyApiUrl(PATHS[kind]().url), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => response.strategies ?? []);
    IndexStrategiesActions.list.promise(promise);
  },
}));
