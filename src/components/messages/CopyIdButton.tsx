import React, { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';

import { copyToClipboard } from '@/components/common/clipboard';

type Outcome = 'idle' | 'copied' | 'refused';

/** "Copy message id", saying for a moment whether it worked (the browser may refuse the clipboard). */
const CopyIdButton = ({ id }: { id: string }) => {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    copyToClipboard(id).then((copied) => {
      setOutcome(copied ? 'copied' : 'refused');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOutcome('idle'), 3000);
    }, () => setOutcome('refused'));
  };

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span aria-live="polite" className="small">
        {outcome === 'copied' && <span className="text-success">Copied.</span>}
        {outcome === 'refused' && <span className="text-danger">The browser refused the clipboard; select the id to copy it.</span>}
      </span>
      <Button variant="outline-secondary" onClick={copy}>Copy message id</Button>
    </span>
  );
};

export default CopyIdButton;
