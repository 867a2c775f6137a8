import React, { useState } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { EntityFormState } from '@/components/common/form/useEntityForm';
import { describedBy, errorIdOf } from '@/components/common/form/FormGroup';
import Routes from '@/routing/Routes';
import type { EventNotification } from '@/stores/events/EventNotificationsStore';

import ChoicePicker from '../ChoicePicker';
import DurationInput from '../DurationInput';
import NotificationForm from '../notifications/NotificationForm';

import type { DefinitionFormValues } from './definitionFormValues';

type Props = {
  form: EntityFormState<DefinitionFormValues>,
  /** Every notification the user may read; undefined while loading. */
  notifications: ReadonlyArray<EventNotification> | undefined,
  /** A notification created in the dialog: the step adds it, the wizard lists it from now on. */
  onCreated: (notification: EventNotification) => void,
  mayCreate: boolean,
};

/** Step 4: who is told about the events, and how often at most. */
const NotificationsStep = ({ form, notifications, onCreated, mayCreate }: Props) => {
  const [creating, setCreating] = useState(false);
  const settings = form.values.notification_settings;
  const settingsError = form.errors.notification_settings;
  const backlogId = `${form.formId}-backlog`;
  const created = (notification: EventNotification) => {
    setCreating(false);
    onCreated(notification);
    form.setValue('notifications', [...form.values.notifications, notification.id]);
  };
  return (
    <>
      <ChoicePicker id={`${form.formId}-notifications`} label="Notifications" itemName="notification" value={form.values.notifications}
                    choices={notifications?.map((notification) => ({ value: notification.id, label: notification.title }))}
                    onChange={(chosen) => form.setValue('notifications', chosen)} error={form.errors.notifications} disabled={form.submitting}
                    help="Each event is handed to these. A definition with notifications creates alerts." />
      {mayCreate && (
        <p className="small">
          <Button variant="outline-secondary" size="sm" className="me-2" onClick={() => setCreating(true)}>Create notification</Button>
          or manage them on the <Link to={Routes.ALERTS.NOTIFICATIONS.LIST}>notifications page</Link>.
        </p>
      )}
      <div className="row">
        <div className="col-md-6">
          <DurationInput id={`${form.formId}-grace`} label="Grace period" value={settings.grace_period_ms} min={0} disabled={form.submitting}
                         onChange={(ms) => form.setValue('notification_settings', { ...settings, grace_period_ms: ms })}
                         help="After notifying about a key, wait this long before notifying about it again." />
        </div>
        <div className="col-md-6 mb-3 console-form-group">
          <label htmlFor={backlogId} className="form-label">Message backlog</label>
          <Form.Control id={backlogId} type="number" min={0} step={1} value={Number.isFinite(settings.backlog_size) ? settings.backlog_size : ''}
                        disabled={form.submitting} aria-invalid={Boolean(settingsError)} aria-describedby={describedBy(backlogId, { error: settingsError })}
                        onChange={(event: React.ChangeEvent<HTMLInputElement>) => form.setValue('notification_settings', {
                          ...settings, backlog_size: event.target.value === '' ? Number.NaN : Number(event.target.value),
                        })} />
          <div className="form-text">How many of the messages behind an event the notifications include (0 for none).</div>
        </div>
      </div>
      {settingsError && <div id={errorIdOf(backlogId)} className="invalid-feedback d-block mb-3">{settingsError}</div>}
      <Modal show={creating} onHide={() => setCreating(false)} size="lg" aria-labelledby={`${form.formId}-new-notification`}>
        <Modal.Header closeButton>
          <Modal.Title id={`${form.formId}-new-notification`} as="h2" className="h5">Create notification</Modal.Title>
        </Modal.Header>
        {/* The dialog renders outside the wizard's form in the page, but React passes its events up to it: its own submit stops here. */}
        <Modal.Body onSubmit={(event: React.FormEvent) => event.stopPropagation()}>
          <NotificationForm onSaved={created} onCancel={() => setCreating(false)} />
        </Modal.Body>
      </Modal>
    </>
  );
};

export default NotificationsStep;
