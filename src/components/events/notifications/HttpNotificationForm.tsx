import React, { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';
import { isPermitted } from '@/logic/permissions';
import type { EventTypeFormProps } from '@/plugin-api/PluginExports';
import { useStore } from '@/stores/connect';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';
import { UrlWhitelistActions } from '@/stores/events/UrlWhitelistStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { httpConfigOf, validateHttp } from './notificationConfigs';

/** How long typing pauses before the URL is checked against the whitelist. */
const CHECK_DELAY_MS = 400;

type Check = { url: string, whitelisted: boolean } | undefined;

const newEntryId = () => `${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;

/** Adds `url` as a literal entry to the whitelist (read first, so entries saved meanwhile are kept). */
const addToWhitelist = (url: string) => UrlWhitelistActions.get().then((whitelist) => UrlWhitelistActions.update({
  ...whitelist,
  entries: [...whitelist.entries, { id: newEntryId(), type: 'literal', value: url, title: url }],
}));

/** The HTTP notification: the URL the event is POSTed to as JSON, checked against the URL whitelist as it is typed. */
const HttpNotificationForm = ({ config: stored, onChange, errors, idPrefix, disabled = false }: EventTypeFormProps<EventNotificationConfig>) => {
  const config = httpConfigOf(stored);
  const id = `${idPrefix}-url`;
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const mayAdd = isPermitted(permissions, 'urlwhitelist:write') && isPermitted(permissions, 'urlwhitelist:read');
  const [check, setCheck] = useState<Check>(undefined);
  const [checkKey, setCheckKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const checkable = config.url.trim() !== '' && Object.keys(validateHttp(config)).length === 0;

  useEffect(() => {
    if (!checkable) {
      setCheck(undefined);
      return undefined;
    }
    let active = true;
    const url = config.url.trim();
    const timer = setTimeout(() => {
      UrlWhitelistActions.check(url).then((answer) => {
        if (active) setCheck({ url, whitelisted: answer.is_whitelisted });
      }, () => { if (active) setCheck(undefined); });
    }, CHECK_DELAY_MS);
    return () => { active = false; clearTimeout(timer); };
  }, [config.url, checkable, checkKey]);

  const add = () => {
    setAdding(true);
    addToWhitelist(config.url.trim()).then(() => setCheckKey((key) => key + 1), () => {}).finally(() => setAdding(false));
  };

  const error = errors.url;
  const help = 'The event is sent to this URL as JSON in a POST request. The URL must be in the URL whitelist.';
  const current = check && check.url === config.url.trim() ? check : undefined;
  return (
    <div className="mb-3 console-form-group">
      <label htmlFor={id} className="form-label">URL</label>
      <Form.Control id={id} type="url" value={config.url} disabled={disabled} placeholder="https://example.org/hooks/graylog"
                    className={error ? 'is-invalid' : undefined} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { error, help })}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...config, url: event.target.value })} />
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      <div id={helpIdOf(id)} className="form-text">{help}</div>
      {current?.whitelisted === true && <div className="form-text text-success" role="status">The URL is in the URL whitelist.</div>}
      {current?.whitelisted === false && (
        <Alert variant="warning" className="mt-2 mb-0 py-2" role="status">
          <span className="me-2">The URL is not in the URL whitelist: the server will refuse to call it.</span>
          {mayAdd && <Button size="sm" variant="outline-primary" onClick={add} disabled={adding || disabled}>{adding ? 'Adding…' : 'Add to URL whitelist'}</Button>}
          {!mayAdd && <span>Ask an administrator to add it.</span>}
        </Alert>
      )}
    </div>
  );
};

export default HttpNotificationForm;
