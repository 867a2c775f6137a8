import React, { useMemo, useState } from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import type { FieldErrors } from '@/components/common/form/useEntityForm';
import useEntityForm from '@/components/common/form/useEntityForm';
import { ClusterConfigActions } from '@/stores/configurations/ClusterConfigStore';
import type { EventsConfiguration } from '@/stores/configurations/clusterConfigTypes';
import { EVENTS_CONFIGURATION } from '@/stores/configurations/clusterConfigTypes';
import { describeMillis } from '@/util/durations';

import ConfigSection, { Setting } from './ConfigSection';

type Props = {
  config: EventsConfiguration,
  mayEdit: boolean,
  onSaved: (config: EventsConfiguration) => void,
};

/** The durations in seconds, as the form asks for them; the server stores milliseconds. */
export type EventsFormValues = {
  events_search_timeout: number | undefined,
  events_notification_retry_period: number | undefined,
  events_notification_default_backlog: number | undefined,
  events_catchup_window: number | undefined,
};

export const eventsFormValues = (config: EventsConfiguration): EventsFormValues => ({
  events_search_timeout: config.events_search_timeout / 1000,
  events_notification_retry_period: config.events_notification_retry_period / 1000,
  events_notification_default_backlog: config.events_notification_default_backlog,
  events_catchup_window: config.events_catchup_window / 1000,
});

export const eventsConfiguration = (values: EventsFormValues): EventsConfiguration => ({
  events_search_timeout: Math.round((values.events_search_timeout ?? 0) * 1000),
  events_notification_retry_period: Math.round((values.events_notification_retry_period ?? 0) * 1000),
  events_notification_default_backlog: values.events_notification_default_backlog ?? 0,
  events_catchup_window: Math.round((values.events_catchup_window ?? 0) * 1000),
});

/** The server's limit of the default notification backlog (Graylog's EventsConfiguration). */
export const MAX_DEFAULT_BACKLOG = 1000;

/**
 * The server's upper limits of the durations, in the form's seconds: its own refusal would give them in
 * milliseconds ("Enter at most 86400000."), which misreads under a field in seconds.
 */
const MAX_SECONDS = { day: 86_400, thirtyDays: 30 * 86_400 };

const inRange = (value: number | undefined, minimum: number, maximum: number, what: string): string | undefined => {
  if (value === undefined || Number.isNaN(value)) return `Enter ${what}.`;
  if (value < minimum) return `Enter at least ${minimum}.`;
  return value > maximum ? `Enter at most ${maximum}.` : undefined;
};

const backlogError = (value: number | undefined): string | undefined => {
  const outside = inRange(value, 0, MAX_DEFAULT_BACKLOG, 'a number of messages');
  if (outside || Number.isInteger(value)) return outside;
  return 'Enter a whole number.';
};

export const validateEvents = (values: EventsFormValues) => ({
  events_search_timeout: inRange(values.events_search_timeout, 1, MAX_SECONDS.day, 'a number of seconds'),
  events_notification_retry_period: inRange(values.events_notification_retry_period, 1, MAX_SECONDS.day, 'a number of seconds'),
  events_notification_default_backlog: backlogError(values.events_notification_default_backlog),
  events_catchup_window: inRange(values.events_catchup_window, 1, MAX_SECONDS.thirtyDays, 'a number of seconds'),
});

/**
 * The server words a refused value as its parser sees it ("Couldn't parse cluster configuration ...: Expected
 * integer to be less or equal to 1000 at /field"); under the field the administrator reads the limit as a
 * sentence. The form's own checks already are sentences ("Enter ...").
 */
export const plainRefusal = (reason: string): string => {
  if (reason.startsWith('Enter ')) return reason;
  const atMost = /less (?:than )?or equal to (-?[\d.]+)/.exec(reason);
  if (atMost) return `Enter at most ${atMost[1]}.`;
  const atLeastLimit = /greater (?:than )?or equal to (-?[\d.]+)/.exec(reason);
  if (atLeastLimit) return `Enter at least ${atLeastLimit[1]}.`;
  if (/integer/i.test(reason)) return 'Enter a whole number.';
  return 'The server does not accept this value. Enter another.';
};

const plainErrors = (errors: FieldErrors<EventsFormValues>): FieldErrors<EventsFormValues> => Object.fromEntries(
  Object.entries(errors).map(([name, reason]) => [name, reason === undefined ? undefined : plainRefusal(reason)]),
);

const EventsConfigDialog = ({ config, onClose, onSaved }: { config: EventsConfiguration, onClose: () => void, onSaved: Props['onSaved'] }) => {
  const form = useEntityForm<EventsFormValues>({
    initialValues: eventsFormValues(config),
    validate: validateEvents,
    onSubmit: (values) => ClusterConfigActions.update(EVENTS_CONFIGURATION, eventsConfiguration(values)),
    onSuccess: (saved) => { onSaved(saved as EventsConfiguration); onClose(); },
  });
  const errors = useMemo(() => plainErrors(form.errors), [form.errors]);
  const shown = useMemo(() => ({ ...form, errors }), [form, errors]);
  return (
    <EntityFormDialog form={form} title="Update events configuration" submitLabel="Update configuration" onClose={onClose}>
      <FormField form={shown} type="number" name="events_search_timeout" label="Search timeout (seconds)" min={1} required
                 help="How long one search of an event definition may run." />
      <FormField form={shown} type="number" name="events_notification_retry_period" label="Notification retry period (seconds)" min={1} required
                 help="How long to wait before sending a failed notification again." />
      <FormField form={shown} type="number" name="events_notification_default_backlog" label="Default notification backlog" min={0} max={MAX_DEFAULT_BACKLOG} step={1} required
                 help="How many matching messages a new event definition sends with its notifications." />
      <FormField form={shown} type="number" name="events_catchup_window" label="Catch-up window (seconds)" min={1} required
                 help="After a pause, how much time one run of a definition that fell behind may cover at once." />
    </EntityFormDialog>
  );
};

/** The events configuration (Graylog's EventsConfiguration): its values, and a form to change them. */
const EventsConfigSection = ({ config, mayEdit, onSaved }: Props) => {
  const [editing, setEditing] = useState(false);
  return (
    <ConfigSection title="Events configuration" description="How event definitions search and how their notifications are sent."
                   onEdit={mayEdit ? () => setEditing(true) : undefined}>
      <dl className="row mb-0">
        <Setting label="Search timeout">{describeMillis(config.events_search_timeout)}</Setting>
        <Setting label="Notification retry period">{describeMillis(config.events_notification_retry_period)}</Setting>
        <Setting label="Default notification backlog">{config.events_notification_default_backlog} messages</Setting>
        <Setting label="Catch-up window">{describeMillis(config.events_catchup_window)}</Setting>
      </dl>
      {editing && <EventsConfigDialog config={config} onClose={() => setEditing(false)} onSaved={onSaved} />}
    </ConfigSection>
  );
};

export default EventsConfigSection;
