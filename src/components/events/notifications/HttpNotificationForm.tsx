import React from 'react';
import { Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';
import UrlWhitelistNotice from '@/components/common/urlwhitelist/UrlWhitelistNotice';
import useUrlWhitelistCheck from '@/components/common/urlwhitelist/useUrlWhitelistCheck';
import type { EventTypeFormProps } from '@/plugin-api/PluginExports';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';

import { httpConfigOf, validateHttp } from './notificationConfigs';

/** The HTTP notification: the URL the event is POSTed to as JSON, checked against the URL whitelist as it is typed. */
const HttpNotificationForm = ({ config: stored, onChange, errors, idPrefix, disabled = false }: EventTypeFormProps<EventNotificationConfig>) => {
  const config = httpConfigOf(stored);
  const id = `${idPrefix}-url`;
  const checkable = config.url.trim() !== '' && Object.keys(validateHttp(config)).length === 0;
  const whitelistCheck = useUrlWhitelistCheck(config.url, checkable);

  const error = errors.url;
  const help = 'The event is sent to this URL as JSON in a POST request. The URL must be in the URL whitelist.';
  return (
    <div className="mb-3 console-form-group">
      <label htmlFor={id} className="form-label">URL</label>
      <Form.Control id={id} type="url" value={config.url} disabled={disabled} placeholder="https://example.org/hooks/graylog"
                    className={error ? 'is-invalid' : undefined} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error, help })}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...config, url: event.target.value })} />
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      <div id={helpIdOf(id)} className="form-text">{help}</div>
      <UrlWhitelistNotice check={whitelistCheck} consequence="the server will refuse to call it" disabled={disabled} />
    </div>
  );
};

export default HttpNotificationForm;
