import React, { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

import ExternalLink from '@/components/common/ExternalLink';
import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import FreeLicenseForm from '@/components/enterprise/FreeLicenseForm';
import LicenseRequestedNotice from '@/components/enterprise/LicenseRequestedNotice';
import LicenseStatusText from '@/components/enterprise/LicenseStatusText';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { FreeLicenseRequest, LicenseStatus } from '@/stores/enterprise/EnterpriseStore';
import { EnterpriseActions, EnterpriseStore } from '@/stores/enterprise/EnterpriseStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

const PRODUCT_PAGE = 'https://www.graylog.org/products/enterprise';

const loadLicenseInfo = (): Promise<LicenseStatus | undefined> => EnterpriseActions.getLicenseInfo();
// Without licenseinfos:read the status is not asked for: the form is still offered to who may request.
const skipLicenseInfo = (): Promise<LicenseStatus | undefined> => Promise.resolve(undefined);

/** `/system/enterprise`: the Graylog Enterprise licence status and the request for a free licence. */
const EnterprisePage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const mayReadStatus = isPermitted(permissions, 'licenseinfos:read');
  const mayRequest = isPermitted(permissions, 'freelicenses:create');
  const loaded = useLoaded(mayReadStatus ? loadLicenseInfo : skipLicenseInfo);
  // The store follows later answers (the refresh after a request); before this visit's answer it may be stale.
  const storedStatus = useStore(EnterpriseStore, (state) => state.licenseStatus);
  const status = loaded.value !== undefined ? storedStatus ?? loaded.value : undefined;
  const [requested, setRequested] = useState<FreeLicenseRequest | undefined>();

  let statusContent: React.ReactNode;
  if (!mayReadStatus) {
    statusContent = <p className="mb-0 text-body-secondary">Your account may not read the license status.</p>;
  } else if (status !== undefined) {
    statusContent = <LicenseStatusText status={status} />;
  } else if (loaded.failed) {
    statusContent = (
      <Alert variant="danger" className="mb-0">
        <p>The license status could not be loaded{loaded.reason ? `: ${loaded.reason}` : '.'}</p>
        <Button variant="outline-danger" size="sm" onClick={loaded.reload}>Try again</Button>
      </Alert>
    );
  } else {
    statusContent = <Spinner text="Loading the license status…" />;
  }

  // A request is offered while no licence is known to be installed or on its way.
  const offerRequest = mayRequest && (status === 'absent' || !mayReadStatus);

  return (
    <>
      <PageHeader title="Graylog Enterprise"
                  description="Graylog Enterprise adds commercial features to the open source Graylog core.">
        Learn more on the <ExternalLink href={PRODUCT_PAGE}>Graylog Enterprise product page<span className="visually-hidden"> (opens in a new tab)</span></ExternalLink>.
      </PageHeader>
      <SectionCard title="License status">{statusContent}</SectionCard>
      {requested && <SectionCard title="License requested"><LicenseRequestedNotice email={requested.email} /></SectionCard>}
      {!requested && offerRequest && (
        <SectionCard title="Request a free Graylog Enterprise license"
                     description="Graylog Enterprise brings archiving, audit logs of user activity, scheduled reports, parameterized search templates and more. Fill in the form to ask for one: the license key is sent to the e-mail address you give.">
          <FreeLicenseForm onRequested={setRequested} />
        </SectionCard>
      )}
    </>
  );
};

export default EnterprisePage;
