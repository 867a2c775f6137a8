// Sidecar configuration variables (/sidecar/configuration_variables): text snippets that configurations share as
// ${user.<name>}. Graylog answers them all at once; the store keeps nothing.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { ValidationErrors } from '@/stores/lookup-tables/lookupPayloads';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { reasonsAsMessage, validateEntity, withPlaceholders } from './sidecarCalls';
import type { Configuration, ConfigurationVariable, ConfigurationVariableRequest } from './sidecarTypes';

type ConfigurationVariablesActionsType = {
  /** Every variable; no toast (the table or the helper says it failed). */
  all: () => Promise<Array<ConfigurationVariable>>,
  /** Creates (no id) or updates (an id) a variable; a refusal naming its fields is the dialog's. */
  save: (variable: ConfigurationVariableRequest) => Promise<void>,
  /** A variable still used by a configuration is refused with the reason (at `name`), which the dialog shows. */
  delete: (variable: Pick<ConfigurationVariable, 'id' | 'name'>) => Promise<void>,
  validate: (variable: Partial<ConfigurationVariableRequest>) => Promise<ValidationErrors>,
  /** The configurations whose templates use the variable. */
  configurationsUsing: (variable: Pick<ConfigurationVariable, 'id'>) => Promise<Array<Configuration>>,
};

const routes = ApiRoutes.SidecarConfigurationVariablesApiController;
const url = (path: { url: string }) => qualifyApiUrl(path.url);

const VALIDATION_PLACEHOLDERS = { id: ' ', name: ' ', content: ' ' };

export const ConfigurationVariablesActions = singletonActions('core.SidecarConfigurationVariables', () => createActions<ConfigurationVariablesActionsType>([
  'all', 'save', 'delete', 'validate', 'configurationsUsing',
]));

export const ConfigurationVariablesStore = singletonStore('core.SidecarConfigurationVariables', () => createStore({
  listenables: [ConfigurationVariablesActions],
  state: {} as Record<string, never>,

  all() {
    const promise = fetch<Array<ConfigurationVariable>>('GET', url(routes.list()), undefined, SIDE_LOAD_OPTIONS)
      .then((variables) => [...(variables ?? [])].sort((a, b) => a.name.localeCompare(b.name)));
    ConfigurationVariablesActions.all.promise(promise);
  },

  save(variable: ConfigurationVariableRequest) {
    const creating = !variable.id;
    const body = { id: variable.id, name: variable.name, description: variable.description, content: variable.content };
    const request = creating
      ? fetch('POST', url(routes.create()), body, WRITE_OPTIONS)
      : fetch('PUT', url(routes.update(variable.id as string)), body, WRITE_OPTIONS);
    const promise = request.then(() => {
      UserNotification.success(`Configuration variable "${variable.name}" successfully ${creating ? 'created' : 'updated'}`);
    }, (error: unknown) => reportWriteFailure(error, `Saving variable "${variable.name}"`, 'Could not save variable'));
    ConfigurationVariablesActions.save.promise(promise);
  },

  delete(variable: Pick<ConfigurationVariable, 'id' | 'name'>) {
    const promise = fetch('DELETE', url(routes.delete(variable.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Configuration variable "${variable.name}" successfully deleted`);
    }, (error: unknown) => reportWriteFailure(reasonsAsMessage(error), `Deleting variable "${variable.name}"`, 'Could not delete variable', { toastServerMessage: 400 }));
    ConfigurationVariablesActions.delete.promise(promise);
  },

  validate(variable: Partial<ConfigurationVariableRequest>) {
    const body = withPlaceholders(VALIDATION_PLACEHOLDERS, variable);
    const promise = validateEntity(url(routes.validate()), body, `Validating variable "${variable.name ?? ''}"`, 'Could not validate variable');
    ConfigurationVariablesActions.validate.promise(promise);
  },

  configurationsUsing(variable: Pick<ConfigurationVariable, 'id'>) {
    const promise = fetch<Array<Configuration>>('GET', url(routes.configurations(variable.id)), undefined, SIDE_LOAD_OPTIONS).then((list) => list ?? []);
    ConfigurationVariablesActions.configurationsUsing.promise(promise);
  },
}));
