import React from 'react';
import { Alert } from 'react-bootstrap';

import { unplacedReasons, type ServerReasons } from './serverValidation';

type Props = {
  /** The validate call's reasons, by field. */
  reasons: ServerReasons,
  /** The fields the form shows; their reasons stand under them instead. */
  fieldNames: Array<string>,
};

/** Above a form's buttons: what the validate call says about fields the form does not have, so nothing it says is lost. */
const UnplacedServerReasons = ({ reasons, fieldNames }: Props) => {
  const others = unplacedReasons(reasons, fieldNames);
  if (others.length === 0) return null;
  return (
    <Alert variant="warning" role="status">
      <p className="mb-1">The server also reports:</p>
      <ul className="mb-0">{others.map((reason) => <li key={reason}>{reason}</li>)}</ul>
    </Alert>
  );
};

export default UnplacedServerReasons;
