import React from 'react';

import type { LicenseStatus } from '@/stores/enterprise/EnterpriseStore';

const TEXTS: Record<LicenseStatus, string> = {
  absent: 'No Graylog Enterprise license is installed.',
  staged: 'A free Graylog Enterprise license was requested. It becomes active once the Graylog server is restarted '
    + 'with the Graylog Enterprise plugins installed.',
  installed: 'A Graylog Enterprise license is installed.',
};

/** What the licence info call answered, in words; `data-license-status` carries the status itself. */
const LicenseStatusText = ({ status }: { status: LicenseStatus }) => (
  <p className={status === 'installed' ? 'mb-0 text-success' : 'mb-0'} data-license-status={status}>
    {TEXTS[status] ?? `The server reports the license status "${String(status)}".`}
  </p>
);

export default LicenseStatusText;
