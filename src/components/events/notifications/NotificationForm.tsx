import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import { useEntityForm } from '@/components/common/form/useEntityForm';
import { isFieldRefusal } from '@/stores/storeFailures';
import { reasonOf } from '@/logic/errors/FetchError';
import type { ConfigFieldErrors, EventNotificationType } from '@/plugin-api/PluginExports';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import type { EventNotification, EventNotificationConfig, EventNotificationRequest } from '@/stores/events/EventNotificationsStore';
import { EventNotificationsActions } from '@/stores/events/EventNotificationsStore';

import { configRefusal, errorsAfterChange, presentErrors, splitRefusal } from '../configRefusal';
import { notificationTypeOf } from '../eventTypeRegistry';
import RegisteredComponent from '../RegisteredComponent';

export type NotificationFormValues = { title: string, description: string, config: EventNotificationConfig };

type Props = {
  /** The stored notification when editing; a new one otherwise. */
  notification?: EventNotification,
  onSaved: (notification: EventNotification) => void,
  /** Where Cancel leads; or `onCancel` (in a dialog). */
  cancelTo?: string,
  onCancel?: () => void,
};

// A test that went through is said by the store's toast alone; only a failure stays on the form, with its reason.
type TestResult = { state: 'running' } | { state: 'failed', reason: string } | undefined;

const OWN_FIELDS = ['title', 'description', 'config'];

const requestOf = (values: NotificationFormValues): EventNotificationRequest => ({ title: values.title.trim(), description: values.description, config: values.config });

const validate = (values: NotificationFormValues) => ({ title: values.title.trim() === '' ? 'Enter a title.' : undefined });

/** The browser's checks of the type's configuration; none for a type no one registered. */
const checkConfig = (type: EventNotificationType | undefined, config: EventNotificationConfig): ConfigFieldErrors => (
  presentErrors(type?.validate?.(config) ?? {})
);

/**
 * The notification form of the create and edit pages (and of the definition wizard's "Create notification"
 * dialog): title, description, the type and its form, and a Test that sends what the form holds.
 */
const NotificationForm = ({ notification, onSaved, cancelTo, onCancel }: Props) => {
  const types = usePluginEntities('eventNotificationTypes');
  const [configErrors, setConfigErrors] = useState<ConfigFieldErrors>({});
  const [testResult, setTestResult] = useState<TestResult>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const form = useEntityForm<NotificationFormValues>({
    initialValues: {
      title: notification?.title ?? '',
      description: notification?.description ?? '',
      config: notification?.config ?? types[0]?.defaultConfig ?? { type: '' },
    },
    validate,
    onSubmit: (values) => {
      const problems = checkConfig(notificationTypeOf(types, values.config.type), values.config);
      setConfigErrors(problems);
      if (Object.keys(problems).length > 0) return Promise.reject(configRefusal());
      const request = requestOf(values);
      const saving = notification ? EventNotificationsActions.update(notification.id, request) : EventNotificationsActions.create(request);
      return saving.catch((error: unknown) => {
        const split = splitRefusal(error, (name) => (OWN_FIELDS.includes(name) ? name : undefined));
        setConfigErrors(split.configErrors);
        throw split.formError;
      });
    },
    onSuccess: (saved) => onSaved(saved as EventNotification),
  });

  const { config } = form.values;
  const type = notificationTypeOf(types, config.type);
  const setConfig = (next: EventNotificationConfig) => {
    setConfigErrors((previous) => errorsAfterChange(previous, config, next));
    setTestResult(undefined);
    form.setValue('config', next);
  };

  const test = () => {
    const problems = checkConfig(type, config);
    setConfigErrors(problems);
    if (Object.keys(problems).length > 0) {
      setTestResult({ state: 'failed', reason: 'Correct the marked fields before testing.' });
      return;
    }
    setTestResult({ state: 'running' });
    EventNotificationsActions.test(requestOf(form.values)).then(() => {
      if (mounted.current) setTestResult(undefined);
    }, (error: unknown) => {
      if (!mounted.current) return;
      if (isFieldRefusal(error)) {
        const split = splitRefusal(error, (name) => (OWN_FIELDS.includes(name) ? name : undefined));
        setConfigErrors(split.configErrors);
        form.applyServerError(split.formError);
        setTestResult({ state: 'failed', reason: 'The server refused the notification: correct the marked fields.' });
      } else {
        setTestResult({ state: 'failed', reason: reasonOf(error) });
      }
    });
  };

  const typeId = `${form.formId}-type`;
  return (
    <EntityForm form={form} submitLabel={notification ? 'Update notification' : 'Create notification'} cancelTo={cancelTo} onCancel={onCancel}>
      <FormField form={form} name="title" label="Title" required />
      <FormField form={form} name="description" label="Description" type="textarea" rows={2} />
      <div className="mb-3 console-form-group">
        <label htmlFor={typeId} className="form-label">Notification type</label>
        <select id={typeId} className={`form-select${form.errors.config ? ' is-invalid' : ''}`} value={config.type} disabled={form.submitting}
                aria-invalid={Boolean(form.errors.config)}
                onChange={(event) => {
                  const chosen = notificationTypeOf(types, event.target.value);
                  if (chosen) setConfig(chosen.defaultConfig);
                }}>
          {!type && <option value={config.type}>{config.type === '' ? 'Choose a type…' : config.type}</option>}
          {types.map((candidate) => <option key={candidate.type} value={candidate.type}>{candidate.displayName}</option>)}
        </select>
        {form.errors.config && <div className="invalid-feedback d-block">{form.errors.config}</div>}
      </div>
      {type && (
        <RegisteredComponent entry={type} component={type.formComponent} loadingText="Loading the notification form…"
                             props={{ config, onChange: setConfig, errors: configErrors, idPrefix: `${form.formId}-config`, disabled: form.submitting }} />
      )}
      <div className="mb-3 d-flex flex-wrap align-items-center gap-2">
        <Button variant="outline-info" onClick={test} disabled={!type || form.submitting || testResult?.state === 'running'}>
          {testResult?.state === 'running' ? 'Testing…' : 'Test notification'}
        </Button>
        <span className="text-body-secondary small">Sends a test event through the notification as the form holds it, saved or not.</span>
      </div>
      {testResult?.state === 'failed' && <Alert variant="danger" role="alert">The test failed: {testResult.reason}</Alert>}
    </EntityForm>
  );
};

export default NotificationForm;
