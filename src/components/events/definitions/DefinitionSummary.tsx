import React from 'react';
import { Link } from 'react-router-dom';

import { Fact, Facts, None } from '@/components/common/Facts';
import { durationText } from '@/components/events/durations';
import type { EventDefinitionType } from '@/plugin-api/PluginExports';
import Routes from '@/routing/Routes';
import type { EventDefinitionRequest } from '@/stores/events/EventDefinitionsStore';
import { PRIORITY_NAMES } from '@/stores/events/EventDefinitionsStore';
import type { EventNotification } from '@/stores/events/EventNotificationsStore';

import RegisteredComponent from '../RegisteredComponent';

type Props = {
  definition: EventDefinitionRequest,
  conditionType: EventDefinitionType | undefined,
  /** The notifications the user may read, for their titles; undefined while loading. */
  notifications: ReadonlyArray<EventNotification> | undefined,
};

const fieldText = (spec: EventDefinitionRequest['field_spec'][string]): string => {
  const provider = spec.providers[0];
  if (!provider) return '';
  if (provider.type === 'lookup-v1') return `lookup table ${String(provider.table_name)} by ${String(provider.key_field)}`;
  return typeof provider.template === 'string' ? provider.template : provider.type;
};

/** The whole definition, read-only: the wizard's last step and the details page. */
const DefinitionSummary = ({ definition, conditionType, notifications }: Props) => {
  const fields = Object.entries(definition.field_spec);
  const titleOf = (id: string) => notifications?.find((notification) => notification.id === id)?.title;
  return (
    <div className="d-grid gap-3">
      <section aria-label="Event details">
        <h2 className="h6">Event details</h2>
        <Facts>
          <Fact label="Title">{definition.title || <None>No title</None>}</Fact>
          <Fact label="Description">{definition.description || <None />}</Fact>
          <Fact label="Priority">{PRIORITY_NAMES[definition.priority] ?? definition.priority}</Fact>
        </Facts>
      </section>
      <section aria-label="Condition">
        <h2 className="h6">Condition: {conditionType?.displayName ?? definition.config.type}</h2>
        {conditionType
          ? <RegisteredComponent entry={conditionType} component={conditionType.summaryComponent} props={{ config: definition.config }} loadingText="Loading…" />
          : <pre className="small">{JSON.stringify(definition.config, null, 2)}</pre>}
      </section>
      <section aria-label="Fields">
        <h2 className="h6">Fields</h2>
        {fields.length === 0 ? <p className="mb-0"><None>No custom fields</None></p> : (
          <Facts>
            {fields.map(([name, spec]) => (
              <Fact key={name} label={definition.key_spec.includes(name) ? `${name} (key)` : name}><code>{fieldText(spec)}</code></Fact>
            ))}
          </Facts>
        )}
      </section>
      <section aria-label="Notifications">
        <h2 className="h6">Notifications</h2>
        <Facts>
          <Fact label="Notifications">
            {definition.notifications.length === 0 ? <None>None: events are not alerts</None> : (
              <ul className="list-unstyled mb-0">
                {definition.notifications.map(({ notification_id: id }) => (
                  <li key={id}>{titleOf(id) ? <Link to={Routes.ALERTS.NOTIFICATIONS.show(id)}>{titleOf(id)}</Link> : <code>{id}</code>}</li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact label="Grace period">{durationText(definition.notification_settings.grace_period_ms)}</Fact>
          <Fact label="Message backlog">{definition.notification_settings.backlog_size}</Fact>
        </Facts>
      </section>
    </div>
  );
};

export default DefinitionSummary;
