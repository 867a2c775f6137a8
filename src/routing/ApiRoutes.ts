// Every server path the console calls, relative to the API root. Stores qualify them with
// qualifyApiUrl(). Each area adds its own group here.
import { queryString } from './Routes';

type Route = { url: string };

const enc = (value: string) => encodeURIComponent(value);

const ApiRoutes = {
  ping: (): Route => ({ url: '/' }),
  SessionsApiController: {
    create: (): Route => ({ url: '/system/sessions' }),
    validate: (): Route => ({ url: '/system/sessions' }),
    destroy: (sessionId: string): Route => ({ url: `/system/sessions/${enc(sessionId)}` }),
  },
  UsersApiController: {
    load: (username: string): Route => ({ url: `/users/${enc(username)}` }),
    loadById: (userId: string): Route => ({ url: `/users/id/${enc(userId)}` }),
    list: (): Route => ({ url: '/users' }),
    paginated: (): Route => ({ url: '/users/paginated' }),
    create: (): Route => ({ url: '/users' }),
    update: (userId: string): Route => ({ url: `/users/${enc(userId)}` }),
    delete: (userId: string): Route => ({ url: `/users/id/${enc(userId)}` }),
    changePassword: (userId: string): Route => ({ url: `/users/${enc(userId)}/password` }),
    setStatus: (userId: string, status: 'enabled' | 'disabled'): Route => ({ url: `/users/${enc(userId)}/status/${enc(status)}` }),
    updatePreferences: (username: string): Route => ({ url: `/users/${enc(username)}/preferences` }),
    tokens: {
      list: (userId: string): Route => ({ url: `/users/${enc(userId)}/tokens` }),
      create: (userId: string, tokenName: string): Route => ({ url: `/users/${enc(userId)}/tokens/${enc(tokenName)}` }),
      delete: (userId: string, tokenId: string): Route => ({ url: `/users/${enc(userId)}/tokens/${enc(tokenId)}` }),
    },
  },
  /** The older roles API, addressed by role name; kept for scripts and plugins. */
  RolesApiController: {
    list: (): Route => ({ url: '/roles' }),
    create: (): Route => ({ url: '/roles' }),
    load: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}` }),
    update: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}` }),
    delete: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}` }),
    loadMembers: (roleName: string): Route => ({ url: `/roles/${enc(roleName)}/members` }),
    addMember: (roleName: string, username: string): Route => ({ url: `/roles/${enc(roleName)}/members/${enc(username)}` }),
    removeMember: (roleName: string, username: string): Route => ({ url: `/roles/${enc(roleName)}/members/${enc(username)}` }),
  },
  AuthzRolesApiController: {
    list: (): Route => ({ url: '/authz/roles' }),
    load: (roleId: string): Route => ({ url: `/authz/roles/${enc(roleId)}` }),
    delete: (roleId: string): Route => ({ url: `/authz/roles/${enc(roleId)}` }),
    loadForUser: (username: string): Route => ({ url: `/authz/roles/user/${enc(username)}` }),
    assignees: (roleId: string): Route => ({ url: `/authz/roles/${enc(roleId)}/assignees` }),
    removeAssignee: (roleId: string, username: string): Route => ({ url: `/authz/roles/${enc(roleId)}/assignee/${enc(username)}` }),
  },
  EntityShareApiController: {
    prepare: (entityGRN: string): Route => ({ url: `/authz/shares/entities/${enc(entityGRN)}/prepare` }),
    update: (entityGRN: string): Route => ({ url: `/authz/shares/entities/${enc(entityGRN)}` }),
    userSharedEntities: (userId: string): Route => ({ url: `/authz/shares/user/${enc(userId)}` }),
  },
  InputsApiController: {
    list: (): Route => ({ url: '/system/inputs' }),
    get: (inputId: string): Route => ({ url: `/system/inputs/${enc(inputId)}` }),
    create: (): Route => ({ url: '/system/inputs' }),
    update: (inputId: string): Route => ({ url: `/system/inputs/${enc(inputId)}` }),
    delete: (inputId: string): Route => ({ url: `/system/inputs/${enc(inputId)}` }),
  },
  InputTypesApiController: {
    list: (): Route => ({ url: '/system/inputs/types' }),
    listAll: (): Route => ({ url: '/system/inputs/types/all' }),
    get: (inputType: string): Route => ({ url: `/system/inputs/types/${enc(inputType)}` }),
  },
  /** Start and stop act on every node the input runs on; the answer is per node (null: failed there). */
  ClusterInputStatesController: {
    list: (): Route => ({ url: '/cluster/inputstates' }),
    start: (inputId: string): Route => ({ url: `/cluster/inputstates/${enc(inputId)}` }),
    stop: (inputId: string): Route => ({ url: `/cluster/inputstates/${enc(inputId)}` }),
  },
  StaticFieldsApiController: {
    create: (inputId: string): Route => ({ url: `/system/inputs/${enc(inputId)}/staticfields` }),
    delete: (inputId: string, key: string): Route => ({ url: `/system/inputs/${enc(inputId)}/staticfields/${enc(key)}` }),
  },
  ExtractorsController: {
    list: (inputId: string): Route => ({ url: `/system/inputs/${enc(inputId)}/extractors` }),
    get: (inputId: string, extractorId: string): Route => ({ url: `/system/inputs/${enc(inputId)}/extractors/${enc(extractorId)}` }),
    create: (inputId: string): Route => ({ url: `/system/inputs/${enc(inputId)}/extractors` }),
    update: (inputId: string, extractorId: string): Route => ({ url: `/system/inputs/${enc(inputId)}/extractors/${enc(extractorId)}` }),
    delete: (inputId: string, extractorId: string): Route => ({ url: `/system/inputs/${enc(inputId)}/extractors/${enc(extractorId)}` }),
    order: (inputId: string): Route => ({ url: `/system/inputs/${enc(inputId)}/extractors/order` }),
  },
  GrokPatternsController: {
    list: (): Route => ({ url: '/system/grok' }),
    paginated: (): Route => ({ url: '/system/grok/paginated' }),
    get: (patternId: string): Route => ({ url: `/system/grok/${enc(patternId)}` }),
    create: (): Route => ({ url: '/system/grok' }),
    update: (patternId: string): Route => ({ url: `/system/grok/${enc(patternId)}` }),
    delete: (patternId: string): Route => ({ url: `/system/grok/${enc(patternId)}` }),
    test: (): Route => ({ url: '/system/grok/test' }),
    bulkImport: (replace: boolean): Route => ({ url: `/system/grok${queryString({ replace: String(replace) })}` }),
  },
  ToolsApiController: {
    grokTest: (): Route => ({ url: '/tools/grok_tester' }),
    jsonTest: (): Route => ({ url: '/tools/json_tester' }),
    regexTest: (): Route => ({ url: '/tools/regex_tester' }),
    regexValidate: (regex: string): Route => ({ url: `/tools/regex_tester/validate${queryString({ regex })}` }),
    regexReplaceTest: (): Route => ({ url: '/tools/regex_replace_tester' }),
    splitAndIndexTest: (): Route => ({ url: '/tools/split_and_index_tester' }),
    substringTest: (): Route => ({ url: '/tools/substring_tester' }),
    containsStringTest: (): Route => ({ url: '/tools/contains_string_tester' }),
    lookupTableTest: (): Route => ({ url: '/tools/lookup_table_tester' }),
    naturalDateTest: (text: string, timezone: string): Route => ({ url: `/tools/natural_date_tester${queryString({ string: text, timezone })}` }),
  },
  CodecTypesController: {
    list: (): Route => ({ url: '/system/codecs/types/all' }),
  },
  MessagesController: {
    single: (index: string, messageId: string): Route => ({ url: `/messages/${enc(index)}/${enc(messageId)}` }),
    analyze: (index: string, text: string): Route => ({ url: `/messages/${enc(index)}/analyze${queryString({ string: text })}` }),
    parse: (): Route => ({ url: '/messages/parse' }),
  },
  UniversalSearchApiController: {
    relative: (params: { query: string, range: number, limit?: number, offset?: number, filter?: string, sort?: string, fields?: string }): Route => (
      { url: `/search/universal/relative${queryString(params)}` }
    ),
    absolute: (params: { query: string, from: string, to: string, limit?: number, offset?: number, filter?: string, sort?: string, fields?: string }): Route => (
      { url: `/search/universal/absolute${queryString(params)}` }
    ),
    keyword: (params: { query: string, keyword: string, limit?: number, offset?: number, filter?: string, sort?: string, fields?: string }): Route => (
      { url: `/search/universal/keyword${queryString(params)}` }
    ),
  },
  /** Search jobs: a search is created, then executed; the job is polled until done. */
  SearchJobsApiController: {
    create: (): Route => ({ url: '/views/search' }),
    get: (searchId: string): Route => ({ url: `/views/search/${enc(searchId)}` }),
    execute: (searchId: string): Route => ({ url: `/views/search/${enc(searchId)}/execute` }),
    status: (jobId: string): Route => ({ url: `/views/search/status/${enc(jobId)}` }),
  },
  FieldTypesApiController: {
    /** POST with the streams (and time range) whose messages' fields are wanted. */
    byStreams: (): Route => ({ url: '/views/fields' }),
  },
  CountsApiController: {
    total: (): Route => ({ url: '/count/total' }),
  },
  /** Saved searches and dashboards are views; each points at a stored search (`search_id`). */
  ViewsApiController: {
    get: (viewId: string): Route => ({ url: `/views/${enc(viewId)}` }),
    create: (): Route => ({ url: '/views' }),
    update: (viewId: string): Route => ({ url: `/views/${enc(viewId)}` }),
    delete: (viewId: string): Route => ({ url: `/views/${enc(viewId)}` }),
    savedSearches: (): Route => ({ url: '/search/saved' }),
    dashboards: (): Route => ({ url: '/dashboards' }),
  },
  DecoratorsResource: {
    list: (): Route => ({ url: '/search/decorators' }),
    available: (): Route => ({ url: '/search/decorators/available' }),
    create: (): Route => ({ url: '/search/decorators' }),
    update: (decoratorId: string): Route => ({ url: `/search/decorators/${enc(decoratorId)}` }),
    delete: (decoratorId: string): Route => ({ url: `/search/decorators/${enc(decoratorId)}` }),
    /** The streams a decorator can be limited to. */
    streams: (): Route => ({ url: '/streams' }),
  },
  ClusterMetricsApiController: {
    multiple: (): Route => ({ url: '/cluster/metrics/multiple' }),
  },
  SystemApiController: {
    info: (): Route => ({ url: '/system' }),
  },
  ClusterApiController: {
    overview: (): Route => ({ url: '/cluster' }),
    node: (): Route => ({ url: '/system/cluster/node' }),
    nodes: (): Route => ({ url: '/system/cluster/nodes' }),
    nodeById: (nodeId: string): Route => ({ url: `/system/cluster/nodes/${enc(nodeId)}` }),
  },
  /** One node's calls through the cluster proxy (`/cluster/{nodeId}/…`), which answers 404 for an unknown node. */
  ClusterNodeApiController: {
    jvm: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/jvm` }),
    threadDump: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/threaddump` }),
    processBufferDump: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/processbufferdump` }),
    journal: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/journal` }),
    plugins: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/plugins` }),
    pauseProcessing: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/processing/pause` }),
    resumeProcessing: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/processing/resume` }),
    overrideLoadBalancer: (nodeId: string, status: string): Route => ({ url: `/cluster/${enc(nodeId)}/lbstatus/override/${enc(status)}` }),
    shutdown: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/shutdown` }),
    metricNames: (nodeId: string): Route => ({ url: `/cluster/${enc(nodeId)}/metrics/names` }),
  },
  GettingStartedApiController: {
    status: (): Route => ({ url: '/system/gettingstarted' }),
    dismiss: (): Route => ({ url: '/system/gettingstarted/dismiss' }),
  },
  StreamsApiController: {
    list: (): Route => ({ url: '/streams' }),
    paginated: (): Route => ({ url: '/streams/paginated' }),
    get: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}` }),
    create: (): Route => ({ url: '/streams' }),
    update: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}` }),
    delete: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}` }),
    clone: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/clone` }),
    pause: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/pause` }),
    resume: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/resume` }),
    testMatch: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/testMatch` }),
  },
  StreamRulesApiController: {
    list: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/rules` }),
    types: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/rules/types` }),
    create: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/rules` }),
    update: (streamId: string, ruleId: string): Route => ({ url: `/streams/${enc(streamId)}/rules/${enc(ruleId)}` }),
    delete: (streamId: string, ruleId: string): Route => ({ url: `/streams/${enc(streamId)}/rules/${enc(ruleId)}` }),
  },
  IndexSetsApiController: {
    /** With `stats=false`: the sets alone, the default among them (`default: true`). */
    list: (): Route => ({ url: '/system/indices/index_sets' }),
    /** `{total, index_sets, stats}`: `limit` sets from `skip`, by title, with each one's stats when asked. */
    listPaginated: (skip: number, limit: number, stats: boolean): Route => (
      { url: `/system/indices/index_sets${queryString({ skip, limit, stats: String(stats) })}` }
    ),
    get: (indexSetId: string): Route => ({ url: `/system/indices/index_sets/${enc(indexSetId)}` }),
    create: (): Route => ({ url: '/system/indices/index_sets' }),
    update: (indexSetId: string): Route => ({ url: `/system/indices/index_sets/${enc(indexSetId)}` }),
    delete: (indexSetId: string, deleteIndices: boolean): Route => (
      { url: `/system/indices/index_sets/${enc(indexSetId)}${queryString({ delete_indices: String(deleteIndices) })}` }
    ),
    setDefault: (indexSetId: string): Route => ({ url: `/system/indices/index_sets/${enc(indexSetId)}/default` }),
    /** Indices, documents and bytes of every set together. */
    stats: (): Route => ({ url: '/system/indices/index_sets/stats' }),
  },
  /** Graylog's IndexerOverview of one set: deflector, cluster health, message count and a summary per index. */
  IndexerOverviewApiResource: {
    list: (indexSetId: string): Route => ({ url: `/system/indexer/overview/${enc(indexSetId)}` }),
  },
  IndicesApiController: {
    close: (indexName: string): Route => ({ url: `/system/indexer/indices/${enc(indexName)}/close` }),
    reopen: (indexName: string): Route => ({ url: `/system/indexer/indices/${enc(indexName)}/reopen` }),
    delete: (indexName: string): Route => ({ url: `/system/indexer/indices/${enc(indexName)}` }),
  },
  DeflectorApiController: {
    /** Starts a new write index in the set. */
    cycle: (indexSetId: string): Route => ({ url: `/system/deflector/${enc(indexSetId)}/cycle` }),
  },
  /** Rebuilding index ranges starts a system job; the calls answer 202 at once. */
  IndexRangesApiController: {
    rebuild: (indexSetId: string): Route => ({ url: `/system/indices/ranges/index_set/${enc(indexSetId)}/rebuild` }),
    rebuildSingle: (indexName: string): Route => ({ url: `/system/indices/ranges/${enc(indexName)}/rebuild` }),
  },
  IndexerFailuresApiController: {
    list: (limit: number, offset: number): Route => ({ url: `/system/indexer/failures${queryString({ limit, offset })}` }),
    /** `since` as Graylog's console sends it: YYYY-MM-DDTHH:mm:ss.SSS. */
    count: (since: string): Route => ({ url: `/system/indexer/failures/count${queryString({ since })}` }),
  },
  /** The rotation and retention strategies the server offers, each with its default config and JSON schema. */
  IndicesConfigurationApiController: {
    rotationStrategies: (): Route => ({ url: '/system/indices/rotation/strategies' }),
    retentionStrategies: (): Route => ({ url: '/system/indices/retention/strategies' }),
  },
  OutputsApiController: {
    /** Every output at once (`{total, outputs}`). */
    list: (): Route => ({ url: '/system/outputs' }),
    get: (outputId: string): Route => ({ url: `/system/outputs/${enc(outputId)}` }),
    /** `{types: {<class name>: type}}`, each type with its requested configuration. */
    availableTypes: (): Route => ({ url: '/system/outputs/available' }),
    create: (): Route => ({ url: '/system/outputs' }),
    update: (outputId: string): Route => ({ url: `/system/outputs/${enc(outputId)}` }),
    delete: (outputId: string): Route => ({ url: `/system/outputs/${enc(outputId)}` }),
  },
  StreamOutputsApiController: {
    list: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/outputs` }),
    /** POST `{outputs: [outputId]}`. */
    add: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/outputs` }),
    remove: (streamId: string, outputId: string): Route => ({ url: `/streams/${enc(streamId)}/outputs/${enc(outputId)}` }),
  },
  EventDefinitionsApiController: {
    /** `per_page=0` lists every definition the user may read. */
    list: (): Route => ({ url: '/events/definitions' }),
    all: (): Route => ({ url: `/events/definitions${queryString({ per_page: 0 })}` }),
    withContext: (definitionId: string): Route => ({ url: `/events/definitions/${enc(definitionId)}/with-context` }),
    create: (schedule: boolean): Route => ({ url: `/events/definitions${queryString({ schedule: String(schedule) })}` }),
    update: (definitionId: string, schedule: boolean): Route => ({ url: `/events/definitions/${enc(definitionId)}${queryString({ schedule: String(schedule) })}` }),
    delete: (definitionId: string): Route => ({ url: `/events/definitions/${enc(definitionId)}` }),
    schedule: (definitionId: string): Route => ({ url: `/events/definitions/${enc(definitionId)}/schedule` }),
    unschedule: (definitionId: string): Route => ({ url: `/events/definitions/${enc(definitionId)}/unschedule` }),
  },
  EventNotificationsApiController: {
    list: (): Route => ({ url: '/events/notifications' }),
    all: (): Route => ({ url: `/events/notifications${queryString({ per_page: 0 })}` }),
    get: (notificationId: string): Route => ({ url: `/events/notifications/${enc(notificationId)}` }),
    create: (): Route => ({ url: '/events/notifications' }),
    update: (notificationId: string): Route => ({ url: `/events/notifications/${enc(notificationId)}` }),
    delete: (notificationId: string): Route => ({ url: `/events/notifications/${enc(notificationId)}` }),
    /** Sends a test of an unsaved notification (the body). */
    test: (): Route => ({ url: '/events/notifications/test' }),
    testPersisted: (notificationId: string): Route => ({ url: `/events/notifications/${enc(notificationId)}/test` }),
    legacyTypes: (): Route => ({ url: '/events/notifications/legacy/types' }),
  },
  EventsApiController: {
    search: (): Route => ({ url: '/events/search' }),
  },
  EntityTypesApiController: {
    get: (): Route => ({ url: '/events/entity_types' }),
  },
  UrlWhitelistApiController: {
    get: (): Route => ({ url: '/system/urlwhitelist' }),
    update: (): Route => ({ url: '/system/urlwhitelist' }),
    check: (): Route => ({ url: '/system/urlwhitelist/check' }),
    generateRegex: (): Route => ({ url: '/system/urlwhitelist/generate_regex' }),
  },
  /** Legacy alert conditions of all readable streams, and the condition types with their requested configuration. */
  AlertConditionsApiController: {
    list: (): Route => ({ url: '/alerts/conditions' }),
    available: (): Route => ({ url: '/alerts/conditions/types' }),
  },
  /** One stream's legacy alert conditions; `test` runs a stored condition once. */
  StreamAlertsApiController: {
    list: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/conditions` }),
    get: (streamId: string, conditionId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/conditions/${enc(conditionId)}` }),
    create: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/conditions` }),
    update: (streamId: string, conditionId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/conditions/${enc(conditionId)}` }),
    delete: (streamId: string, conditionId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/conditions/${enc(conditionId)}` }),
    test: (streamId: string, conditionId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/conditions/${enc(conditionId)}/test` }),
    sendDummyAlert: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/sendDummyAlert` }),
  },
  /** Alarm callbacks (the legacy alert notifications). */
  AlarmCallbacksApiController: {
    listAll: (): Route => ({ url: '/alerts/callbacks' }),
    available: (): Route => ({ url: '/alerts/callbacks/types' }),
    testAlert: (alarmCallbackId: string): Route => ({ url: `/alerts/callbacks/${enc(alarmCallbackId)}/test` }),
    list: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/alarmcallbacks` }),
    create: (streamId: string): Route => ({ url: `/streams/${enc(streamId)}/alarmcallbacks` }),
    update: (streamId: string, alarmCallbackId: string): Route => ({ url: `/streams/${enc(streamId)}/alarmcallbacks/${enc(alarmCallbackId)}` }),
    delete: (streamId: string, alarmCallbackId: string): Route => ({ url: `/streams/${enc(streamId)}/alarmcallbacks/${enc(alarmCallbackId)}` }),
  },
  AlarmCallbackHistoryApiController: {
    list: (streamId: string, alertId: string): Route => ({ url: `/streams/${enc(streamId)}/alerts/${enc(alertId)}/history` }),
  },
  /** Legacy alerts; `state` is any, resolved or unresolved. */
  AlertsApiController: {
    get: (alertId: string): Route => ({ url: `/streams/alerts/${enc(alertId)}` }),
    list: (streamId: string, since: number): Route => ({ url: `/streams/${enc(streamId)}/alerts${queryString({ since })}` }),
    listAllStreams: (since: number): Route => ({ url: `/streams/alerts${queryString({ since })}` }),
    listPaginated: (streamId: string, skip: number, limit: number, state: string): Route => (
      { url: `/streams/${enc(streamId)}/alerts/paginated${queryString({ skip, limit, state })}` }
    ),
    listAllPaginated: (skip: number, limit: number, state: string): Route => ({ url: `/streams/alerts/paginated${queryString({ skip, limit, state })}` }),
  },
  PipelinesApiController: {
    list: (): Route => ({ url: '/system/pipelines/pipeline' }),
    get: (pipelineId: string): Route => ({ url: `/system/pipelines/pipeline/${enc(pipelineId)}` }),
    create: (): Route => ({ url: '/system/pipelines/pipeline' }),
    update: (pipelineId: string): Route => ({ url: `/system/pipelines/pipeline/${enc(pipelineId)}` }),
    delete: (pipelineId: string): Route => ({ url: `/system/pipelines/pipeline/${enc(pipelineId)}` }),
    parse: (): Route => ({ url: '/system/pipelines/pipeline/parse' }),
  },
  PipelineConnectionsApiController: {
    list: (): Route => ({ url: '/system/pipelines/connections' }),
    forStream: (streamId: string): Route => ({ url: `/system/pipelines/connections/${enc(streamId)}` }),
    toStream: (): Route => ({ url: '/system/pipelines/connections/to_stream' }),
    toPipeline: (): Route => ({ url: '/system/pipelines/connections/to_pipeline' }),
  },
  MessageProcessorsApiController: {
    config: (): Route => ({ url: '/system/messageprocessors/config' }),
  },
  /** Pipeline rules: their sources, the parse check, the functions they may call and the rule metrics switch. */
  RulesApiController: {
    list: (): Route => ({ url: '/system/pipelines/rule' }),
    get: (ruleId: string): Route => ({ url: `/system/pipelines/rule/${enc(ruleId)}` }),
    create: (): Route => ({ url: '/system/pipelines/rule' }),
    update: (ruleId: string): Route => ({ url: `/system/pipelines/rule/${enc(ruleId)}` }),
    delete: (ruleId: string): Route => ({ url: `/system/pipelines/rule/${enc(ruleId)}` }),
    parse: (): Route => ({ url: '/system/pipelines/rule/parse' }),
    functions: (): Route => ({ url: '/system/pipelines/rule/functions' }),
    metricsConfig: (): Route => ({ url: '/system/pipelines/rule/config/metrics' }),
  },
  /** Runs the pipelines connected to a stream on a message without storing anything (Graylog's SimulatorResource). */
  SimulatorController: {
    simulate: (): Route => ({ url: '/system/pipelines/simulate' }),
  },
  /** Lookup tables, their caches and data adapters (Graylog's LookupTableResource under /system/lookup). */
  LookupTablesApiController: {
    tables: (): Route => ({ url: '/system/lookup/tables' }),
    table: (idOrName: string): Route => ({ url: `/system/lookup/tables/${enc(idOrName)}` }),
    validateTable: (): Route => ({ url: '/system/lookup/tables/validate' }),
    queryTable: (name: string, key: string): Route => ({ url: `/system/lookup/tables/${enc(name)}/query${queryString({ key })}` }),
    purge: (idOrName: string, key?: string): Route => ({ url: `/system/lookup/tables/${enc(idOrName)}/purge${queryString({ key })}` }),
    caches: (): Route => ({ url: '/system/lookup/caches' }),
    cache: (idOrName: string): Route => ({ url: `/system/lookup/caches/${enc(idOrName)}` }),
    validateCache: (): Route => ({ url: '/system/lookup/caches/validate' }),
    cacheTypes: (): Route => ({ url: '/system/lookup/types/caches' }),
    adapters: (): Route => ({ url: '/system/lookup/adapters' }),
    adapter: (idOrName: string): Route => ({ url: `/system/lookup/adapters/${enc(idOrName)}` }),
    validateAdapter: (): Route => ({ url: '/system/lookup/adapters/validate' }),
    adapterTypes: (): Route => ({ url: '/system/lookup/types/adapters' }),
    queryAdapter: (name: string, key: string): Route => ({ url: `/system/lookup/adapters/${enc(name)}/query${queryString({ key })}` }),
    errorStates: (): Route => ({ url: '/system/lookup/errorstates' }),
  },
  /** The server's loggers, its four subsystems (graylog, indexer, authentication, sockets) and its recent log messages. */
  LoggersApiController: {
    loggers: (): Route => ({ url: '/system/loggers' }),
    subsystems: (): Route => ({ url: '/system/loggers/subsystems' }),
    setLoggerLevel: (loggerName: string, level: string): Route => ({ url: `/system/loggers/${enc(loggerName)}/level/${enc(level)}` }),
    setSubsystemLevel: (subsystem: string, level: string): Route => ({ url: `/system/loggers/subsystems/${enc(subsystem)}/level/${enc(level)}` }),
    recentMessages: (limit: number, level: string): Route => ({ url: `/system/loggers/messages/recent${queryString({ limit, level })}` }),
  },
  /** System notifications: one per type; deleting a type dismisses it. */
  SystemNotificationsApiController: {
    list: (): Route => ({ url: '/system/notifications' }),
    delete: (type: string): Route => ({ url: `/system/notifications/${enc(type)}` }),
  },
  /** Running system jobs of every node (`{nodeId: {jobs}}`); deleting one cancels it. */
  SystemJobsApiController: {
    list: (): Route => ({ url: '/cluster/jobs' }),
    get: (jobId: string): Route => ({ url: `/cluster/jobs/${enc(jobId)}` }),
    cancel: (jobId: string): Route => ({ url: `/cluster/jobs/${enc(jobId)}` }),
  },
  /** Graylog's system messages, newest first; pages count from 1. */
  SystemMessagesApiController: {
    list: (page: number): Route => ({ url: `/system/messages${queryString({ page })}` }),
  },
  IndexerClusterApiController: {
    health: (): Route => ({ url: '/system/indexer/cluster/health' }),
  },
  /** A cluster configuration by Graylog's class name; a class never saved answers nothing (its defaults apply). */
  ClusterConfigApiController: {
    get: (configClass: string): Route => ({ url: `/system/cluster_config/${enc(configClass)}` }),
    update: (configClass: string): Route => ({ url: `/system/cluster_config/${enc(configClass)}` }),
  },
  /** Authentication services (Graylog's /system/authentication): directory backends, the active one, tests, HTTP header login. */
  AuthenticationApiController: {
    backends: (): Route => ({ url: '/system/authentication/services/backends' }),
    backend: (backendId: string): Route => ({ url: `/system/authentication/services/backends/${enc(backendId)}` }),
    backendUsers: (backendId: string): Route => ({ url: `/system/authentication/services/backends/${enc(backendId)}/users` }),
    activeBackend: (): Route => ({ url: '/system/authentication/services/active-backend' }),
    configuration: (): Route => ({ url: '/system/authentication/services/configuration' }),
    testConnection: (): Route => ({ url: '/system/authentication/services/test/backend/connection' }),
    testLogin: (): Route => ({ url: '/system/authentication/services/test/backend/login' }),
    httpHeaderAuthConfig: (): Route => ({ url: '/system/authentication/http-header-auth-config' }),
  },
  /** The catalog of entities a content pack can carry; POST resolves chosen entities with their dependencies. */
  CatalogApiController: {
    list: (): Route => ({ url: '/system/catalog' }),
    resolve: (): Route => ({ url: '/system/catalog' }),
  },
  /** Content packs by id and revision, and their installations. */
  ContentPacksApiController: {
    list: (): Route => ({ url: '/system/content_packs' }),
    latest: (): Route => ({ url: '/system/content_packs/latest' }),
    create: (): Route => ({ url: '/system/content_packs' }),
    get: (id: string): Route => ({ url: `/system/content_packs/${enc(id)}` }),
    delete: (id: string): Route => ({ url: `/system/content_packs/${enc(id)}` }),
    revision: (id: string, rev: number | string): Route => ({ url: `/system/content_packs/${enc(id)}/${enc(String(rev))}` }),
    download: (id: string, rev: number | string): Route => ({ url: `/system/content_packs/${enc(id)}/${enc(String(rev))}/download` }),
    install: (id: string, rev: number | string): Route => ({ url: `/system/content_packs/${enc(id)}/${enc(String(rev))}/installations` }),
    installations: (id: string): Route => ({ url: `/system/content_packs/${enc(id)}/installations` }),
    uninstall: (id: string, installationId: string): Route => ({ url: `/system/content_packs/${enc(id)}/installations/${enc(installationId)}` }),
    uninstallDetails: (id: string, installationId: string): Route => ({ url: `/system/content_packs/${enc(id)}/installations/${enc(installationId)}/uninstall_details` }),
  },
  /** Sidecars (the agents), their collectors, configurations and configuration variables. */
  SidecarsApiController: {
    list: (): Route => ({ url: '/sidecars' }),
    all: (): Route => ({ url: '/sidecars/all' }),
    get: (sidecarId: string): Route => ({ url: `/sidecars/${enc(sidecarId)}` }),
    assignConfigurations: (): Route => ({ url: '/sidecars/configurations' }),
    actions: (sidecarId: string): Route => ({ url: `/sidecar/action/${enc(sidecarId)}` }),
    administration: (): Route => ({ url: '/sidecar/administration' }),
    administrationAction: (): Route => ({ url: '/sidecar/administration/action' }),
  },
  SidecarCollectorsApiController: {
    list: (): Route => ({ url: '/sidecar/collectors' }),
    summary: (): Route => ({ url: '/sidecar/collectors/summary' }),
    get: (id: string): Route => ({ url: `/sidecar/collectors/${enc(id)}` }),
    create: (): Route => ({ url: '/sidecar/collectors' }),
    update: (id: string): Route => ({ url: `/sidecar/collectors/${enc(id)}` }),
    delete: (id: string): Route => ({ url: `/sidecar/collectors/${enc(id)}` }),
    copy: (id: string, name: string): Route => ({ url: `/sidecar/collectors/${enc(id)}/${enc(name)}` }),
    validate: (): Route => ({ url: '/sidecar/collectors/validate' }),
  },
  SidecarConfigurationsApiController: {
    list: (): Route => ({ url: '/sidecar/configurations' }),
    get: (id: string): Route => ({ url: `/sidecar/configurations/${enc(id)}` }),
    create: (): Route => ({ url: '/sidecar/configurations' }),
    update: (id: string): Route => ({ url: `/sidecar/configurations/${enc(id)}` }),
    delete: (id: string): Route => ({ url: `/sidecar/configurations/${enc(id)}` }),
    copy: (id: string, name: string): Route => ({ url: `/sidecar/configurations/${enc(id)}/${enc(name)}` }),
    validate: (): Route => ({ url: '/sidecar/configurations/validate' }),
    sidecars: (id: string): Route => ({ url: `/sidecar/configurations/${enc(id)}/sidecars` }),
    render: (sidecarId: string, configurationId: string): Route => ({ url: `/sidecar/configurations/render/${enc(sidecarId)}/${enc(configurationId)}` }),
    preview: (): Route => ({ url: '/sidecar/configurations/render/preview' }),
    uploads: (): Route => ({ url: '/sidecar/configurations/uploads' }),
  },
  SidecarConfigurationVariablesApiController: {
    list: (): Route => ({ url: '/sidecar/configuration_variables' }),
    create: (): Route => ({ url: '/sidecar/configuration_variables' }),
    update: (id: string): Route => ({ url: `/sidecar/configuration_variables/${enc(id)}` }),
    delete: (id: string): Route => ({ url: `/sidecar/configuration_variables/${enc(id)}` }),
    validate: (): Route => ({ url: '/sidecar/configuration_variables/validate' }),
    configurations: (id: string): Route => ({ url: `/sidecar/configuration_variables/${enc(id)}/configurations` }),
  },
  /** The free enterprise licence: its status, and the request for one. */
  FreeEnterpriseApiController: {
    info: (): Route => ({ url: '/free-enterprise/license/info' }),
    request: (): Route => ({ url: '/free-enterprise/license' }),
  },
  /**
   * A paginated list path: page and per_page always sent, the query encoded exactly once; sort and order
   * when given; then a list's own filters (`extra`, such as the sidecars' only_active).
   */
  paginated: (path: string, page: number, perPage: number, query: string = '', sort?: { field: string, order: 'asc' | 'desc' }, extra: Record<string, string | number | boolean> = {}): Route => (
    { url: `${path}${queryString({ page, per_page: perPage, query, sort: sort?.field, order: sort?.order, ...extra })}` }
  ),
};

export default ApiRoutes;
