import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import type { BackendRequest, TestResult } from '@/stores/authentication/authenticationTypes';

import TestOutcome from './TestOutcome';
import { refusalReasons } from './wizardValues';

type Props = {
  /** The configuration as typed so far (need not be complete or saved). */
  request: () => BackendRequest,
  /** The saved service, whose stored password the server uses when none was typed. */
  backendId: string | undefined,
};

type State = { state: 'idle' } | { state: 'running' } | { state: 'done', result: TestResult } | { state: 'refused', reasons: Array<string> };

/** "Test server connection": connects and binds as the system user with what the form holds now. */
const ConnectionTest = ({ request, backendId }: Props) => {
  const [test, setTest] = useState<State>({ state: 'idle' });
  const run = () => {
    setTest({ state: 'running' });
    AuthenticationActions.testConnection({ backend_id: backendId, backend_configuration: request() }).then(
      (result) => setTest({ state: 'done', result }),
      (error: unknown) => setTest({ state: 'refused', reasons: refusalReasons(error) }),
    );
  };
  return (
    <section aria-label="Server connection test" className="mb-4">
      <h2 className="h6">Server connection</h2>
      <p className="small text-body-secondary">Connects to the server with the address and system user of the step &quot;Server configuration&quot;.</p>
      <Button variant="outline-primary" onClick={run} disabled={test.state === 'running'}>
        {test.state === 'running' ? 'Testing…' : 'Test server connection'}
      </Button>
      {test.state === 'done' && (test.result.success
        ? <TestOutcome variant="success" title={test.result.message || 'Connection successful'} />
        : <TestOutcome variant="danger" title={test.result.message || 'Connection failed'} errors={test.result.errors ?? []} />)}
      {test.state === 'refused' && <TestOutcome variant="danger" title="The test could not be run" errors={test.reasons} />}
    </section>
  );
};

export default ConnectionTest;
