// The definition wizard's values, their way to and from Graylog's EventDefinitionDto, its browser checks,
// and where a refusal's reasons belong: each step owns some fields, the condition step every field of the
// condition's configuration (the server names those flat: "query", "search_within_ms", ...).
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import type { EventDefinitionType } from '@/plugin-api/PluginExports';
import type {
  EventConditionConfig, EventDefinition, EventDefinitionRequest, EventFieldSpec, EventPriority, NotificationSettings,
} from '@/stores/events/EventDefinitionsStore';

import type { SplitRefusal } from '../configRefusal';
import { splitRefusal } from '../configRefusal';

export const TEMPLATE_PROVIDER = 'template-v1';
export const LOOKUP_PROVIDER = 'lookup-v1';

/** One custom event field: its value from a template over the event's source, or from a lookup table. */
export type FieldRow = {
  name: string,
  dataType: string,
  providerType: string,
  template: string,
  requireValues: boolean,
  tableName: string,
  keyField: string,
  /** Part of the event key (`key_spec`): events are grouped and deduplicated by it. */
  isKey: boolean,
};

export type DefinitionFormValues = {
  title: string,
  description: string,
  /** '1' low, '2' normal, '3' high (a select's value). */
  priority: string,
  config: EventConditionConfig,
  field_spec: Array<FieldRow>,
  notifications: Array<string>,
  notification_settings: NotificationSettings,
  /** Whether the scheduler evaluates it after saving (Graylog's `schedule` flag; on for new definitions). */
  schedule: boolean,
};

export const STEPS = ['Event details', 'Condition', 'Fields', 'Notifications', 'Summary'] as const;

export const DETAILS_STEP = 0;
export const CONDITION_STEP = 1;
export const FIELDS_STEP = 2;
export const NOTIFICATIONS_STEP = 3;
export const SUMMARY_STEP = 4;

const STEP_OF_FIELD: { [field: string]: number } = {
  title: DETAILS_STEP,
  description: DETAILS_STEP,
  priority: DETAILS_STEP,
  field_spec: FIELDS_STEP,
  key_spec: FIELDS_STEP,
  notifications: NOTIFICATIONS_STEP,
  notification_settings: NOTIFICATIONS_STEP,
  grace_period_ms: NOTIFICATIONS_STEP,
  backlog_size: NOTIFICATIONS_STEP,
};

/** The form's field a server reason about `field` is shown at; undefined for the condition's own fields. */
const FORM_FIELD_OF: { [field: string]: keyof DefinitionFormValues } = {
  title: 'title',
  description: 'description',
  priority: 'priority',
  field_spec: 'field_spec',
  key_spec: 'field_spec',
  notifications: 'notifications',
  notification_settings: 'notification_settings',
  grace_period_ms: 'notification_settings',
  backlog_size: 'notification_settings',
};

/** The step that shows `field`: the condition step for anything that is not the wizard's own. */
export const stepOfField = (field: string): number => STEP_OF_FIELD[field] ?? CONDITION_STEP;

const DEFAULT_SETTINGS: NotificationSettings = { grace_period_ms: 300000, backlog_size: 0 };

const rowOf = (name: string, spec: EventFieldSpec, keySpec: ReadonlyArray<string>): FieldRow => {
  const provider = spec.providers?.[0] ?? { type: TEMPLATE_PROVIDER };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name,
    dataType: spec.data_type || 'string',
    providerType: provider.type,
    template: text(provider.template),
    requireValues: provider.require_values === true,
    tableName: text(provider.table_name),
    keyField: text(provider.key_field),
    isKey: keySpec.includes(name),
  };
};

export const newFieldRow = (): FieldRow => ({
  name: '', dataType: 'string', providerType: TEMPLATE_PROVIDER, template: '', requireValues: false, tableName: '', keyField: '', isKey: false,
});

/** The wizard's starting values: a stored definition's, or a new one's with `conditionType`'s default condition. */
export const initialDefinitionValues = (definition: EventDefinition | undefined, scheduled: boolean, conditionType?: EventDefinitionType): DefinitionFormValues => ({
  title: definition?.title ?? '',
  description: definition?.description ?? '',
  priority: String(definition?.priority ?? 2),
  config: definition?.config ?? conditionType?.defaultConfig ?? { type: '' },
  field_spec: Object.entries(definition?.field_spec ?? {}).map(([name, spec]) => rowOf(name, spec, definition?.key_spec ?? [])),
  notifications: (definition?.notifications ?? []).map((handler) => handler.notification_id),
  notification_settings: { ...DEFAULT_SETTINGS, ...definition?.notification_settings },
  schedule: definition ? scheduled : true,
});

const providerOf = (row: FieldRow) => (row.providerType === LOOKUP_PROVIDER
  ? { type: LOOKUP_PROVIDER, table_name: row.tableName, key_field: row.keyField }
  : { type: row.providerType, template: row.template, require_values: row.requireValues });

/** The body of create or update. What the wizard does not edit (storage, notification parameters) is kept. */
export const toDefinitionRequest = (values: DefinitionFormValues, original?: EventDefinition): EventDefinitionRequest => {
  const parameters = new Map((original?.notifications ?? []).map((handler) => [handler.notification_id, handler.notification_parameters]));
  return {
    ...(original ? { id: original.id } : {}),
    title: values.title.trim(),
    description: values.description,
    priority: Number(values.priority) as EventPriority,
    alert: values.notifications.length > 0,
    config: values.config,
    field_spec: Object.fromEntries(values.field_spec.map((row) => [row.name.trim(), { data_type: row.dataType, providers: [providerOf(row)] }])),
    key_spec: values.field_spec.filter((row) => row.isKey).map((row) => row.name.trim()),
    notification_settings: values.notification_settings,
    notifications: values.notifications.map((id) => (parameters.get(id) !== undefined
      ? { notification_id: id, notification_parameters: parameters.get(id) }
      : { notification_id: id })),
    storage: original?.storage ?? [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
  };
};

/** Graylog's rule for message field names. */
const VALID_FIELD_NAME = /^[\w.\-@]+$/;

const fieldSpecProblem = (rows: ReadonlyArray<FieldRow>): string | undefined => {
  const names = rows.map((row) => row.name.trim());
  const blank = names.findIndex((name) => name === '');
  if (blank >= 0) return `Field ${blank + 1} needs a name.`;
  const invalid = names.find((name) => !VALID_FIELD_NAME.test(name));
  if (invalid !== undefined) return `"${invalid}" is not a valid field name: use letters, digits, and . - _ @ only.`;
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return `The field "${repeated}" is defined twice.`;
  const incomplete = rows.find((row) => (row.providerType === LOOKUP_PROVIDER ? row.tableName === '' || row.keyField === '' : row.template.trim() === ''));
  if (incomplete) {
    return incomplete.providerType === LOOKUP_PROVIDER
      ? `Choose the lookup table and the key field of "${incomplete.name}".`
      : `Enter the template of "${incomplete.name}".`;
  }
  return undefined;
};

/** The browser's checks of the wizard's own fields (the condition type checks its configuration). */
export const validateDefinition = (values: DefinitionFormValues): FieldErrors<DefinitionFormValues> => {
  const errors: FieldErrors<DefinitionFormValues> = {};
  if (values.title.trim() === '') errors.title = 'Enter a title.';
  const fields = fieldSpecProblem(values.field_spec);
  if (fields) errors.field_spec = fields;
  const { grace_period_ms: grace, backlog_size: backlog } = values.notification_settings;
  if (!(grace >= 0)) errors.notification_settings = 'The grace period cannot be negative.';
  else if (!(Number.isInteger(backlog) && backlog >= 0)) errors.notification_settings = 'The backlog size must be a whole number, 0 or more.';
  return errors;
};

export type PlacedRefusal = SplitRefusal & {
  /** The first step that has a reason, to go to; undefined when no field was named. */
  step: number | undefined,
};

/** The message at the top when only the condition's fields were refused. */
export const CONDITION_REFUSED = 'The condition needs attention: see the marked fields.';

/** Sorts a refusal naming fields into the condition's reasons and the wizard's own, and finds the first step concerned. */
export const placeDefinitionRefusal = (error: unknown): PlacedRefusal => {
  const split = splitRefusal(error, (name) => FORM_FIELD_OF[name], CONDITION_REFUSED);
  const steps = split.fields.map(stepOfField);
  return { ...split, step: steps.length > 0 ? Math.min(...steps) : undefined };
};

/** The configuration when switching condition types: a type sharing the server type keeps what both have in common. */
export const switchedConfig = (current: EventConditionConfig, from: EventDefinitionType | undefined, to: EventDefinitionType): EventConditionConfig => {
  if (!from || from.type !== to.type) return to.defaultConfig;
  const differing = Object.entries(to.defaultConfig).filter(([key, value]) => JSON.stringify(from.defaultConfig[key]) !== JSON.stringify(value));
  return { ...current, ...Object.fromEntries(differing) };
};
