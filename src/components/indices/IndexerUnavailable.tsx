import React from 'react';
import { Alert } from 'react-bootstrap';

/** The indexer could not be reached: the server's reason or the catalogue's, and what that means for messages. */
const IndexerUnavailable = ({ reason }: { reason: string }) => (
  <Alert variant="danger" role="alert">
    <Alert.Heading as="h2" className="h5">Indices overview unavailable</Alert.Heading>
    <p className="mb-1">{reason}</p>
    <p className="mb-0">Messages cannot be searched until the indexer is reachable again.</p>
  </Alert>
);

export default IndexerUnavailable;
