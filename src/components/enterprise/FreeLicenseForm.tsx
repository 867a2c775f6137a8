import React, { useState } from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { reasonOf } from '@/logic/errors/FetchError';
import type { FreeLicenseRequest } from '@/stores/enterprise/EnterpriseStore';
import { EnterpriseActions, isOfflineInstallationRefusal } from '@/stores/enterprise/EnterpriseStore';

import { FREE_LICENSE_LABELS, trimmedRequest, validateFreeLicenseForm } from './freeLicenseFormValidation';
import OfflineInstallationNotice from './OfflineInstallationNotice';

const EMPTY: FreeLicenseRequest = { first_name: '', last_name: '', company: '', email: '', phone: '' };

type Props = {
  /** Called with the request the server accepted. */
  onRequested: (request: FreeLicenseRequest) => void,
};

/**
 * The free licence request: Graylog's fields and checks, the server's refusals at their fields. When the server
 * says it cannot send the request (an offline installation), its explanation replaces the generic failure and
 * everything typed stays for a later try.
 */
const FreeLicenseForm = ({ onRequested }: Props) => {
  const [offlineReason, setOfflineReason] = useState<string | undefined>();
  const form = useEntityForm<FreeLicenseRequest>({
    initialValues: EMPTY,
    validate: validateFreeLicenseForm,
    onSubmit: (values) => {
      setOfflineReason(undefined);
      const request = trimmedRequest(values);
      return EnterpriseActions.requestFreeLicense(request).then(() => request, (error: unknown) => {
        if (isOfflineInstallationRefusal(error)) {
          setOfflineReason(reasonOf(error));
        }
        throw error;
      });
    },
    onSuccess: (request) => onRequested(request as FreeLicenseRequest),
  });
  // The notice says what the server answered; the form's own alert would only repeat it.
  const shownForm = offlineReason === undefined ? form : { ...form, formError: undefined };

  return (
    <>
      {offlineReason !== undefined && <OfflineInstallationNotice reason={offlineReason} />}
      <EntityForm form={shownForm} submitLabel="Request free license">
        <FormField form={form} name="first_name" label={FREE_LICENSE_LABELS.first_name} required autoComplete="given-name" />
        <FormField form={form} name="last_name" label={FREE_LICENSE_LABELS.last_name} required autoComplete="family-name" />
        <FormField form={form} name="company" label={FREE_LICENSE_LABELS.company} required autoComplete="organization" />
        <FormField form={form} name="email" type="email" label={FREE_LICENSE_LABELS.email} required autoComplete="email"
                   help="The license key is sent to this address." />
        <FormField form={form} name="phone" label={FREE_LICENSE_LABELS.phone} required autoComplete="tel"
                   help="With the country code, e.g. +1 555 0100." />
      </EntityForm>
    </>
  );
};

export default FreeLicenseForm;
