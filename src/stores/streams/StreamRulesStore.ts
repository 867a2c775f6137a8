// The rules of one stream and the rule types the server offers. A rule write changes how messages are
// routed from the next message on; the rule editor reloads the stream afterwards to show the new rules.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import type { StreamRule, StreamRuleRequest, StreamRuleTypeInfo } from '@/stores/streams/streamTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

type StreamRulesActionsType = {
  list: (streamId: string) => Promise<Array<StreamRule>>,
  /** Sorted by id (1 "match exactly" … 8 "match input"). */
  types: (streamId: string) => Promise<Array<StreamRuleTypeInfo>>,
  /** The new rule's id. */
  create: (streamId: string, rule: StreamRuleRequest) => Promise<string>,
  update: (streamId: string, ruleId: string, rule: StreamRuleRequest) => Promise<void>,
  remove: (streamId: string, ruleId: string) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const StreamRulesActions = singletonActions('core.StreamRules', () => createActions<StreamRulesActionsType>([
  'list', 'types', 'create', 'update', 'remove',
]));

export const StreamRulesStore = singletonStore('core.StreamRules', () => createStore({
  listenables: [StreamRulesActions],
  state: {} as Record<string, never>,

  list(streamId: string) {
    const promise = fetch<{ stream_rules: Array<StreamRule> }>('GET', url(ApiRoutes.StreamRulesApiController.list(streamId)), undefined, SIDE_LOAD_OPTIONS)
      .then(
        (response) => response.stream_rules ?? [],
        (error: unknown) => reportLoadFailure(error, 'Fetching stream rules', 'Could not retrieve Stream Rules'),
      );
    StreamRulesActions.list.promise(promise);
  },

  types(streamId: string) {
    const promise = fetch<Array<StreamRuleTypeInfo>>('GET', url(ApiRoutes.StreamRulesApiController.types(streamId)), undefined, SIDE_LOAD_OPTIONS)
      .then(
        (types) => [...types].sort((a, b) => a.id - b.id),
        (error: unknown) => reportLoadFailure(error, 'Fetching stream rule types', 'Could not retrieve Stream Rule Types'),
      );
    StreamRulesActions.types.promise(promise);
  },

  create(streamId: string, rule: StreamRuleRequest) {
    const path = ApiRoutes.StreamRulesApiController.create(streamId);
    const promise = fetch<{ streamrule_id: string }>('POST', url(path), rule, WRITE_OPTIONS).then((created) => {
      UserNotification.success('Stream rule was created successfully.');
      return created.streamrule_id;
    }, (error: unknown) => reportWriteFailure(error, 'Creating stream rule', 'Could not create Stream Rule'));
    StreamRulesActions.create.promise(promise);
  },

  update(streamId: string, ruleId: string, rule: StreamRuleRequest) {
    const path = ApiRoutes.StreamRulesApiController.update(streamId, ruleId);
    const promise = fetch('PUT', url(path), rule, WRITE_OPTIONS).then(() => {
      UserNotification.success('Stream rule was updated successfully.');
    }, (error: unknown) => reportWriteFailure(error, 'Updating stream rule', 'Could not update Stream Rule'));
    StreamRulesActions.update.promise(promise);
  },

  remove(streamId: string, ruleId: string) {
    const path = ApiRoutes.StreamRulesApiController.delete(streamId, ruleId);
    const promise = fetch('DELETE', url(path), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success('Stream rule was deleted successfully.');
    }, (error: unknown) => reportWriteFailure(error, 'Deleting stream rule', 'Could not delete Stream Rule'));
    StreamRulesActions.remove.promise(promise);
  },
}));
