// Which registered type (core's or a plugin's, through the `eventDefinitionTypes` and
// `eventNotificationTypes` exports) a stored configuration belongs to.
import type { EventDefinitionType, EventNotificationType } from '@/plugin-api/PluginExports';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';

/** The registration of `config`: the first of its server type whose `matches` accepts it. */
export const definitionTypeOf = (types: ReadonlyArray<EventDefinitionType>, config: EventConditionConfig | undefined): EventDefinitionType | undefined => (
  config ? types.find((candidate) => candidate.type === config.type && (candidate.matches?.(config) ?? true)) : undefined
);

/** The types the server can evaluate; all of them while the server's list is not known yet. */
export const offeredDefinitionTypes = (types: ReadonlyArray<EventDefinitionType>, processorTypes: ReadonlyArray<string> | undefined): Array<EventDefinitionType> => (
  processorTypes ? types.filter((candidate) => processorTypes.includes(candidate.type)) : [...types]
);

export const notificationTypeOf = (types: ReadonlyArray<EventNotificationType>, type: string | undefined): EventNotificationType | undefined => (
  types.find((candidate) => candidate.type === type)
);
