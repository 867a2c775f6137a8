import React from 'react';
import { Alert, Button } from 'react-bootstrap';

import type { UrlWhitelistCheck } from './useUrlWhitelistCheck';

type Props = {
  check: UrlWhitelistCheck,
  /** What the server does with a URL outside the whitelist, e.g. "the server will refuse to call it". */
  consequence: string,
  disabled?: boolean,
};

/** Under a URL field: whether the URL is whitelisted, and the "Add to URL whitelist" action for those who may. */
const UrlWhitelistNotice = ({ check, consequence, disabled = false }: Props) => {
  if (check.whitelisted === true) return <div className="form-text text-success" role="status">The URL is in the URL whitelist.</div>;
  if (check.whitelisted !== false) return null;
  return (
    <Alert variant="warning" className="mt-2 mb-0 py-2" role="status">
      <span className="me-2">The URL is not in the URL whitelist: {consequence}.</span>
      {check.mayAdd && (
        <Button size="sm" variant="outline-primary" onClick={check.add} disabled={check.adding || disabled}>
          {check.adding ? 'Adding…' : 'Add to URL whitelist'}
        </Button>
      )}
      {!check.mayAdd && <span>Ask an administrator to add it.</span>}
    </Alert>
  );
};

export default UrlWhitelistNotice;
