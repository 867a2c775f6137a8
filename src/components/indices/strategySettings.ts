// The settings of a rotation or retention strategy, drawn from the JSON schema the server sends with each
// strategy: one field per property (its `type` excepted, which names the config class). The known settings of
// Graylog's own strategies get their labels, help and checks here; a strategy the console does not know
// (a plugin's) still gets a field per setting, labelled from the schema.
import type { StrategyConfig } from '@/stores/indices/IndexSetsStore';
import type { JsonSchema, StrategyDescription } from '@/stores/indices/IndexStrategiesStore';
import { periodMillis } from '@/util/durations';

/** `duration`: an ISO 8601 duration of at least an hour (a rotation period). */
export type SettingKind = 'integer' | 'number' | 'boolean' | 'duration' | 'text';

export type SettingField = {
  name: string,
  label: string,
  help?: string,
  kind: SettingKind,
  /** The smallest and largest numbers accepted. */
  minimum?: number,
  maximum?: number,
  required: boolean,
};

/** The settings as the form holds them: text as typed for numbers and words, booleans for check boxes. */
export type StrategySettings = { [setting: string]: string | boolean };

const ONE_HOUR_MS = 60 * 60 * 1000;

type KnownSetting = Pick<SettingField, 'label' | 'help' | 'minimum'> & { duration?: boolean };

const KNOWN_SETTINGS: { [name: string]: KnownSetting } = {
  max_docs_per_index: { label: 'Max documents per index', help: 'The write index is rotated once it holds this many messages.', minimum: 1 },
  max_size: { label: 'Max size per index (in bytes)', help: 'The write index is rotated once it is this large on disk.', minimum: 1 },
  rotation_period: {
    label: 'Rotation period (ISO 8601 duration)',
    help: 'How long an index is written to before it is rotated, at least an hour: "P1D" for a day, "PT6H" for six hours.',
    duration: true,
  },
  max_number_of_indices: { label: 'Max number of indices', help: 'How many indices are kept; the oldest beyond this number are handled by the strategy.', minimum: 1 },
};

/** "max_docs_per_index" → "Max docs per index". */
const humanize = (name: string): string => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const kindOf = (schema: JsonSchema, known: KnownSetting | undefined): SettingKind => {
  if (schema.format === 'duration' || known?.duration) return 'duration';
  switch (schema.type) {
    case 'integer': return 'integer';
    case 'number': return 'number';
    case 'boolean': return 'boolean';
    default: return 'text';
  }
};

/** The fields of a strategy's settings, in the schema's order. */
export const settingFields = (strategy: StrategyDescription | undefined): Array<SettingField> => {
  const properties = strategy?.json_schema?.properties ?? {};
  const required = strategy?.json_schema?.required;
  return Object.entries(properties)
    .filter(([name]) => name !== 'type')
    .map(([name, schema]) => {
      const known = KNOWN_SETTINGS[name];
      const kind = kindOf(schema, known);
      return {
        name,
        label: schema.title ?? known?.label ?? humanize(name),
        help: schema.description ?? known?.help,
        kind,
        minimum: schema.minimum ?? known?.minimum,
        maximum: schema.maximum,
        // Graylog's strategy configs need every setting, and Jackson's schemas do not list `required`.
        required: kind !== 'boolean' && (required === undefined || required.includes(name)),
      };
    });
};

/** A stored configuration as the form holds it. */
export const settingsFormValues = (config: StrategyConfig | undefined, fields: Array<SettingField>): StrategySettings => Object.fromEntries(
  fields.map((field) => {
    const value = config?.[field.name];
    if (field.kind === 'boolean') return [field.name, value === true];
    return [field.name, value === undefined || value === null ? '' : String(value)];
  }),
);

const isWholeNumber = (text: string) => /^-?\d+$/.test(text);

/** Why a period is refused, or undefined for an ISO 8601 duration of an hour or more. */
const periodProblem = (label: string, text: string): string | undefined => {
  const ms = periodMillis(text);
  if (ms === undefined) return `${label} must be an ISO 8601 duration such as P1D or PT6H.`;
  return ms < ONE_HOUR_MS ? `${label} must be at least one hour.` : undefined;
};

/** What is wrong with each setting, by setting name; empty when the settings can be saved. */
export const settingsProblems = (settings: StrategySettings, fields: Array<SettingField>): { [setting: string]: string } => {
  const problems: { [setting: string]: string } = {};
  fields.forEach((field) => {
    const value = settings[field.name];
    if (field.kind === 'boolean' || typeof value !== 'string') return;
    const text = value.trim();
    if (text === '') {
      if (field.required) problems[field.name] = `${field.label} is required.`;
      return;
    }
    if (field.kind === 'integer' || field.kind === 'number') {
      const number = Number(text);
      if (Number.isNaN(number) || (field.kind === 'integer' && !isWholeNumber(text))) {
        problems[field.name] = `${field.label} must be a ${field.kind === 'integer' ? 'whole ' : ''}number.`;
      } else if (field.minimum !== undefined && number < field.minimum) {
        problems[field.name] = `${field.label} must be at least ${field.minimum}.`;
      } else if (field.maximum !== undefined && number > field.maximum) {
        problems[field.name] = `${field.label} must be at most ${field.maximum}.`;
      }
      return;
    }
    if (field.kind === 'duration') {
      const problem = periodProblem(field.label, text);
      if (problem) problems[field.name] = problem;
    }
  });
  return problems;
};

/** The configuration to send: the strategy's config class as `type`, numbers as numbers, periods upper-cased. */
export const settingsRequest = (strategy: StrategyDescription, settings: StrategySettings): StrategyConfig => {
  const config: StrategyConfig = { type: strategy.default_config.type };
  settingFields(strategy).forEach((field) => {
    const value = settings[field.name];
    if (field.kind === 'boolean') {
      config[field.name] = value === true;
    } else if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim();
      if (field.kind === 'integer' || field.kind === 'number') config[field.name] = Number(text);
      else config[field.name] = field.kind === 'duration' ? text.toUpperCase() : text;
    }
  });
  return config;
};
