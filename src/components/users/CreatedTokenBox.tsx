import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';

import type { CreatedToken } from '@/stores/users/TokensStore';

import { copyToClipboard } from '@/components/common/clipboard';

type Props = {
  token: CreatedToken,
  /** "Done": the secret leaves the screen for good. */
  onDismiss: () => void,
};

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_FEEDBACK: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Copying failed: select the token and copy it by hand.',
};

/** A new token's secret, shown this once, with a copy button and a warning that it will not be shown again. */
const CreatedTokenBox = ({ token, onDismiss }: Props) => {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);
  const inputId = `created-token-${token.id}`;

  const copy = () => {
    copyToClipboard(token.token).then((copied) => {
      if (mounted.current) setCopyState(copied ? 'copied' : 'failed');
    }, () => {
      if (mounted.current) setCopyState('failed');
    });
  };

  return (
    <Alert variant="success" className="console-created-token">
      <Alert.Heading as="h2" className="h6">Token &quot;{token.name}&quot; created</Alert.Heading>
      <p className="mb-2">
        <strong>Copy the token now: it will not be shown again.</strong> Only its name stays listed; if you lose it,
        delete it and create a new one.
      </p>
      <Form.Label htmlFor={inputId} className="visually-hidden">Token</Form.Label>
      <InputGroup>
        <Form.Control id={inputId} readOnly value={token.token} className="font-monospace"
                      onFocus={(event: React.FocusEvent<HTMLInputElement>) => event.target.select()} />
        <Button variant="outline-secondary" onClick={copy}>Copy</Button>
      </InputGroup>
      <div className="small mt-1" role="status" aria-live="polite">{COPY_FEEDBACK[copyState]}</div>
      <Button variant="success" size="sm" className="mt-2" onClick={onDismiss}>Done</Button>
    </Alert>
  );
};

export default CreatedTokenBox;
