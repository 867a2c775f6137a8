import React from 'react';
import { Alert } from 'react-bootstrap';

type Props = {
  /** The server's explanation, shown as text. */
  reason: string,
};

/**
 * Why the request was not sent: this installation cannot reach Graylog's licence service. The server's own
 * words say what to do instead; nothing here pretends the request went anywhere.
 */
const OfflineInstallationNotice = ({ reason }: Props) => (
  <Alert variant="warning" role="alert" aria-labelledby="offline-installation-heading">
    <Alert.Heading as="h3" className="h6" id="offline-installation-heading">The request could not be sent from this installation</Alert.Heading>
    <p className="mb-1">{reason}</p>
    <p className="mb-0">What you typed is kept below.</p>
  </Alert>
);

export default OfflineInstallationNotice;
