// Pipeline rules: a rule is its source text (`rule "title" when … then … end`); the server takes the title from
// the source. A source that does not parse is answered with a 400 whose body is the list of parse errors: that is
// an answer for the editor to show at its lines, never a toast. The store keeps nothing but the function
// descriptors, which do not change while the console runs.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** One error of Graylog's parser: `line` is 1-based, `position_in_line` 0-based. */
export type RuleParseError = {
  type: string,
  line: number,
  position_in_line: number,
  reason: string,
  [detail: string]: unknown,
};

/** Graylog's RuleSource. */
export type Rule = {
  id: string,
  title: string,
  description: string,
  source: string,
  created_at: string,
  modified_at: string,
  errors: Array<RuleParseError> | null,
};

/** The body of a create, update or parse call; the server takes the title from the source. */
export type RuleRequest = { title: string, description: string, source: string };

/** What the toasts name a rule by. */
export type RuleRef = Pick<Rule, 'id' | 'title'>;

/** One parameter of a function, as the functions call describes it. */
export type FunctionParameter = {
  name: string,
  /** The Java class name of the accepted type, e.g. "java.lang.String". */
  type: string,
  transformed_type: string,
  optional: boolean,
  description: string | null,
};

/** Graylog's function descriptor. */
export type FunctionDescriptor = {
  name: string,
  pure: boolean,
  return_type: string,
  params: Array<FunctionParameter>,
  description: string | null,
};

/** Graylog's RuleMetricsConfigDto. */
export type RuleMetricsConfig = { metrics_enabled: boolean };

/** A parse call's outcome: no errors means the source is a valid rule. */
export type ParseOutcome = { errors: Array<RuleParseError> };

type RulesActionsType = {
  /** Every rule, by title. No toast on failure: the list shows it. */
  list: () => Promise<Array<Rule>>,
  /** The page's own rule: a 403 or 404 shows as the page's error. */
  get: (ruleId: string) => Promise<Rule>,
  /** Rejects with the FetchError; a refusal listing parse errors (see `parseErrorsOf`) is not toasted. */
  create: (request: RuleRequest) => Promise<Rule>,
  update: (ruleId: string, request: RuleRequest) => Promise<Rule>,
  remove: (rule: RuleRef) => Promise<void>,
  /** Checks a source without saving it. Rejects (without a toast) only when the server gave no parse answer. */
  parse: (request: RuleRequest) => Promise<ParseOutcome>,
  /** The functions rules may call, by name; loaded once. */
  functions: () => Promise<Array<FunctionDescriptor>>,
  loadMetricsConfig: () => Promise<RuleMetricsConfig>,
  updateMetricsConfig: (config: RuleMetricsConfig) => Promise<RuleMetricsConfig>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const isParseError = (value: unknown): value is RuleParseError => {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { line, position_in_line: position, reason } = value as Partial<Record<keyof RuleParseError, unknown>>;
  return typeof line === 'number' && typeof position === 'number' && typeof reason === 'string';
};

/**
 * The parse errors of a refused rule (Graylog answers a 400 whose body is their list; some proxies wrap it in
 * `{errors: [...]}`), or undefined when the refusal is of another kind.
 */
export const parseErrorsOf = (error: unknown): Array<RuleParseError> | undefined => {
  if (!(error instanceof FetchError) || error.status !== 400) {
    return undefined;
  }
  const { body } = error;
  const list = Array.isArray(body) ? body : (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(list) && list.length > 0 && list.every(isParseError) ? list : undefined;
};

/**
 * A refusal naming the rule's `source` ({"errors": {"source": [...]}}, e.g. a title another rule has) as errors at
 * the first line, where the source names the rule, for the editor to list with the parser's; undefined for any
 * other failure. The store does not toast it: like any refusal naming a field, the form shows it.
 */
export const sourceRefusalOf = (error: unknown): Array<RuleParseError> | undefined => {
  if (!(error instanceof FetchError) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) {
    return undefined;
  }
  const { errors } = error.body as { errors?: unknown };
  const reasons = typeof errors === 'object' && errors !== null && !Array.isArray(errors) ? (errors as { source?: unknown }).source : undefined;
  const list = (Array.isArray(reasons) ? reasons : [reasons]).filter((reason): reason is string => typeof reason === 'string' && reason !== '');
  return list.length > 0 ? list.map((reason) => ({ type: 'source_refused', line: 1, position_in_line: 0, reason })) : undefined;
};

const byTitle = (rules: ReadonlyArray<Rule>) => [...rules].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));

const byName = (functions: ReadonlyArray<FunctionDescriptor>) => [...functions].sort((a, b) => a.name.localeCompare(b.name));

const reportRefusal = (error: unknown, what: string, title: string): never => {
  if (parseErrorsOf(error)) {
    throw error;
  }
  return reportWriteFailure(error, what, title);
};

let functionsLoad: Promise<Array<FunctionDescriptor>> | undefined;

/** For tests: forgets the loaded function descriptors. */
export const forgetRuleFunctions = () => {
  functionsLoad = undefined;
};

export const RulesActions = singletonActions('core.Rules', () => createActions<RulesActionsType>([
  'list', 'get', 'create', 'update', 'remove', 'parse', 'functions', 'loadMetricsConfig', 'updateMetricsConfig',
]));

export const RulesStore = singletonStore('core.Rules', () => createStore({
  listenables: [RulesActions],
  state: {} as Record<string, never>,

  list() {
    const promise = fetch<Array<Rule>>('GET', url(ApiRoutes.RulesApiController.list()), undefined, SIDE_LOAD_OPTIONS)
      .then((rules) => byTitle(rules ?? []));
    RulesActions.list.promise(promise);
  },

  get(ruleId: string) {
    const promise = fetch<Rule>('GET', url(ApiRoutes.RulesApiController.get(ruleId))).catch((error: unknown) => {
      const shownAsPage = isPageError(error);
      if (shownAsPage) {
        throw error;
      }
      return reportLoadFailure(error, `Fetching rule "${ruleId}"`, `Could not retrieve processing rule "${ruleId}"`);
    });
    RulesActions.get.promise(promise);
  },

  create(request: RuleRequest) {
    const promise = fetch<Rule>('POST', url(ApiRoutes.RulesApiController.create()), request, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Rule "${created.title}" created successfully`);
      return created;
    }, (error: unknown) => reportRefusal(error, `Saving rule "${request.title}"`, `Could not save processing rule "${request.title}"`));
    RulesActions.create.promise(promise);
  },

  update(ruleId: string, request: RuleRequest) {
    const body = { id: ruleId, ...request };
    const promise = fetch<Rule>('PUT', url(ApiRoutes.RulesApiController.update(ruleId)), body, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Rule "${updated.title}" updated successfully`);
      return updated;
    }, (error: unknown) => reportRefusal(error, `Updating rule "${request.title}"`, `Could not update processing rule "${request.title}"`));
    RulesActions.update.promise(promise);
  },

  remove(rule: RuleRef) {
    const promise = fetch('DELETE', url(ApiRoutes.RulesApiController.delete(rule.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Rule "${rule.title}" was deleted successfully`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting rule "${rule.title}"`, `Could not delete processing rule "${rule.title}"`));
    RulesActions.remove.promise(promise);
  },

  parse(request: RuleRequest) {
    const promise = fetch('POST', url(ApiRoutes.RulesApiController.parse()), request, WRITE_OPTIONS).then(
      (): ParseOutcome => ({ errors: [] }),
      (error: unknown): ParseOutcome => {
        const errors = parseErrorsOf(error);
        if (errors) {
          return { errors };
        }
        throw error;
      },
    );
    RulesActions.parse.promise(promise);
  },

  functions() {
    if (!functionsLoad) {
      const load = fetch<Array<FunctionDescriptor>>('GET', url(ApiRoutes.RulesApiController.functions()), undefined, SIDE_LOAD_OPTIONS)
        .then((functions) => byName(functions ?? []));
      // A failed load is tried again by the next caller rather than remembered.
      load.catch(() => {
        if (functionsLoad === load) {
          functionsLoad = undefined;
        }
      });
      functionsLoad = load;
    }
    RulesActions.functions.promise(functionsLoad);
  },

  loadMetricsConfig() {
    const promise = fetch<RuleMetricsConfig>('GET', url(ApiRoutes.RulesApiController.metricsConfig()), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, 'Loading rule metrics config', "Couldn't load rule metrics config"));
    RulesActions.loadMetricsConfig.promise(promise);
  },

  updateMetricsConfig(config: RuleMetricsConfig) {
    const promise = fetch<RuleMetricsConfig>('PUT', url(ApiRoutes.RulesApiController.metricsConfig()), config, WRITE_OPTIONS).then((saved) => {
      UserNotification.success('Successfully updated rule metrics config');
      return saved;
    }, (error: unknown) => reportWriteFailure(error, 'Updating rule metrics config', "Couldn't update rule metrics config", { toastFieldRefusals: true }));
    RulesActions.updateMetricsConfig.promise(promise);
  },
}));
