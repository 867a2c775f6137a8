import React from 'react';
import { Alert } from 'react-bootstrap';

/** The "licence on its way" feedback after the server accepted a request. */
const LicenseRequestedNotice = ({ email }: { email: string }) => (
  <Alert variant="success" role="status" className="mb-0">
    <Alert.Heading as="h3" className="h6">Your free Graylog Enterprise license is on its way</Alert.Heading>
    <p className="mb-0">
      The license key is sent to <strong>{email}</strong>. It becomes active once the Graylog server is restarted
      with the Graylog Enterprise plugins installed.
    </p>
  </Alert>
);

export default LicenseRequestedNotice;
