import React, { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';
import FormGroup from '@/components/common/form/FormGroup';
import { isPermitted } from '@/logic/permissions';
import type { EventTypeFormProps } from '@/plugin-api/PluginExports';
import { useStore } from '@/stores/connect';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { UsersActions } from '@/stores/users/UsersStore';

import ChoicePicker from '../ChoicePicker';
import type { Choice } from '../ChoicePicker';

import { emailConfigOf } from './notificationConfigs';

/** The users to pick from, for those who may list users; undefined while loading. */
const useUserChoices = (mayList: boolean): Array<Choice> | undefined => {
  const [choices, setChoices] = useState<Array<Choice> | undefined>(mayList ? undefined : []);
  useEffect(() => {
    if (!mayList) return undefined;
    let active = true;
    UsersActions.loadUsers().then((users) => {
      if (active) setChoices(users.map((user) => ({ value: user.username, label: user.full_name ? `${user.full_name} (${user.username})` : user.username })));
    }, () => { if (active) setChoices([]); });
    return () => { active = false; };
  }, [mayList]);
  return choices;
};

const addressesOf = (text: string): Array<string> => text.split(/[\s,;]+/).map((address) => address.trim()).filter((address) => address !== '');

/** The e-mail notification: sender, subject, body template, and the users and addresses it goes to. */
const EmailNotificationForm = ({ config: stored, onChange, errors, idPrefix, disabled = false }: EventTypeFormProps<EventNotificationConfig>) => {
  const config = emailConfigOf(stored);
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const users = useUserChoices(isPermitted(permissions, 'users:list'));
  const [addressText, setAddressText] = useState(config.email_recipients.join(', '));
  const update = (changes: Partial<typeof config>) => onChange({ ...config, ...changes });
  const textField = (name: 'sender' | 'subject', label: string, help: string) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return (
      <FormGroup label={label} htmlFor={id} error={error} help={help} required>
        <Form.Control id={id} value={config[name]} disabled={disabled} required className={error ? 'is-invalid' : undefined}
                      aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error, help })}
                      onChange={(event: React.ChangeEvent<HTMLInputElement>) => update({ [name]: event.target.value })} />
      </FormGroup>
    );
  };
  const bodyId = `${idPrefix}-body`;
  const addressesId = `${idPrefix}-addresses`;
  const addressError = errors.email_recipients ?? errors.recipients;
  const bodyHelp = 'The text of the mail. ${event.message}, ${event_definition_title} and the other event fields are filled in; ${foreach backlog message}…${end} lists the backlog.';
  return (
    <>
      {textField('sender', 'Sender', 'The From address of the mail.')}
      {textField('subject', 'Subject', 'May use ${event_definition_title} and the event\'s fields.')}
      <FormGroup label="Body template" htmlFor={bodyId} error={errors.body_template} help={bodyHelp} required>
        <Form.Control as="textarea" id={bodyId} rows={10} value={config.body_template} disabled={disabled} className={`font-monospace${errors.body_template ? ' is-invalid' : ''}`}
                      aria-invalid={Boolean(errors.body_template)} aria-describedby={describedBy(bodyId, { error: errors.body_template, help: bodyHelp })}
                      onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => update({ body_template: event.target.value })} />
      </FormGroup>
      <ChoicePicker id={`${idPrefix}-users`} label="User recipients" itemName="user" value={config.user_recipients} choices={users} disabled={disabled}
                    onChange={(chosen) => update({ user_recipients: chosen })} error={errors.user_recipients}
                    help={users !== undefined && users.length === 0 ? 'Listing users needs the users:list permission; use e-mail addresses instead.' : 'Each user gets the mail at their account\'s address.'} />
      <div className="mb-3 console-form-group">
        <label htmlFor={addressesId} className="form-label">E-mail recipients</label>
        <Form.Control id={addressesId} value={addressText} disabled={disabled} placeholder="ops@example.org, oncall@example.org"
                      className={addressError ? 'is-invalid' : undefined} aria-invalid={Boolean(addressError)}
                      aria-describedby={describedBy(addressesId, { error: addressError, help: true })}
                      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                        setAddressText(event.target.value);
                        update({ email_recipients: addressesOf(event.target.value) });
                      }} />
        {addressError && <div id={errorIdOf(addressesId)} className="invalid-feedback d-block">{addressError}</div>}
        <div id={helpIdOf(addressesId)} className="form-text">Addresses separated by commas or spaces.</div>
      </div>
    </>
  );
};

export default EmailNotificationForm;
