// The URL of an HTTP data adapter: checked against the URL whitelist as it is typed, with the "Add to URL
// whitelist" action for users who may change the whitelist (Graylog's URLWhiteListInput).
import React from 'react';

import FormField from '@/components/common/form/FormField';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import UrlWhitelistNotice from '@/components/common/urlwhitelist/UrlWhitelistNotice';
import useUrlWhitelistCheck from '@/components/common/urlwhitelist/useUrlWhitelistCheck';

import type { ConfiguredFormValues } from './configuredFormValues';
import type { ConfigFieldSpec } from './lookupTypeForms';

type UrlSpec = Extract<ConfigFieldSpec, { kind: 'url' }>;

const isHttpUrl = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());

/** A reason of the validate call that is about the whitelist (ours, or Graylog's "is not whitelisted"). */
const isWhitelistReason = (reason: string) => /whitelist/i.test(reason);

const WhitelistedUrlField = ({ form, field }: { form: EntityFormState<ConfiguredFormValues>, field: UrlSpec }) => {
  const value = form.values[field.name];
  const url = typeof value === 'string' ? value : '';
  const check = useUrlWhitelistCheck(url, isHttpUrl(url), field.template);
  // Once the check has answered for this URL, the notice below says what the server's whitelist reason said (which
  // points to a settings page), and offers the action; a reason about anything else stays at the field.
  const error = form.errors[field.name];
  const shown = check.whitelisted !== undefined && error && isWhitelistReason(error)
    ? { ...form, errors: { ...form.errors, [field.name]: undefined } }
    : form;
  return (
    <>
      <FormField form={shown} name={field.name} label={field.label} help={field.help} required={field.required} placeholder={field.placeholder} />
      {check.whitelisted !== undefined && (
        <div className="mb-3">
          <UrlWhitelistNotice check={check} consequence="lookups will fail until it is added" disabled={form.submitting} />
        </div>
      )}
    </>
  );
};

export default WhitelistedUrlField;
