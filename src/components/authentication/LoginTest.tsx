import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import { Fact, Facts } from '@/components/common/Facts';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import type { BackendRequest, LoginTestResult } from '@/stores/authentication/authenticationTypes';

import TestOutcome from './TestOutcome';
import { refusalReasons } from './wizardValues';

type Props = {
  request: () => BackendRequest,
  backendId: string | undefined,
  /** Prefix for the controls' ids. */
  idPrefix: string,
};

type State = { state: 'idle' } | { state: 'running' }
  | { state: 'done', result: LoginTestResult, withPassword: boolean } | { state: 'refused', reasons: Array<string> };

/** A directory value as text: lists one item after the other, anything else as the server sent it. */
const attributeText = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(attributeText).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const Outcome = ({ result, withPassword }: { result: LoginTestResult, withPassword: boolean }) => {
  const details = result.result?.user_details;
  const attributes = details && Object.keys(details).length > 0 ? (
    <Facts>
      {Object.entries(details).map(([name, value]) => <Fact key={name} label={name}>{attributeText(value)}</Fact>)}
    </Facts>
  ) : null;
  if (!result.success && (result.errors ?? []).length > 0) {
    return <TestOutcome variant="danger" title={result.message || 'The login test failed'} errors={result.errors} />;
  }
  if (result.result && result.result.user_exists === false) {
    return <TestOutcome variant="warning" title="User does not exist" />;
  }
  if (withPassword && result.result?.login_success === false) {
    return <TestOutcome variant="danger" title="Login failed: the user exists, but the password was refused.">{attributes}</TestOutcome>;
  }
  return <TestOutcome variant={result.success ? 'success' : 'danger'} title={result.message || (result.success ? 'Login successful' : 'Login failed')}>{attributes}</TestOutcome>;
};

/** "Test user login": finds a user with the form's settings and, given a password, logs in; shows the user's attributes. */
const LoginTest = ({ request, backendId, idPrefix }: Props) => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [test, setTest] = useState<State>({ state: 'idle' });
  const run = (event: React.FormEvent) => {
    event.preventDefault();
    if (username.trim() === '') return;
    const withPassword = password !== '';
    setTest({ state: 'running' });
    AuthenticationActions.testLogin({ backend_id: backendId, backend_configuration: request(), user_login: { username: username.trim(), password } }).then(
      (result) => setTest({ state: 'done', result, withPassword }),
      (error: unknown) => setTest({ state: 'refused', reasons: refusalReasons(error) }),
    );
  };
  return (
    <section aria-label="User login test">
      <h2 className="h6">User login</h2>
      <p className="small text-body-secondary">Looks the user up with the settings of both steps. Without a password no login is attempted.</p>
      <form onSubmit={run} noValidate>
        <div className="mb-2">
          <label htmlFor={`${idPrefix}-test-username`} className="form-label">Username</label>
          <input id={`${idPrefix}-test-username`} name="test_username" className="form-control" value={username} autoComplete="off"
                 onChange={(event) => setUsername(event.target.value)} required />
        </div>
        <div className="mb-2">
          <label htmlFor={`${idPrefix}-test-password`} className="form-label">Password</label>
          <input id={`${idPrefix}-test-password`} name="test_password" type="password" className="form-control" value={password}
                 autoComplete="new-password" onChange={(event) => setPassword(event.target.value)} />
        </div>
        <Button type="submit" variant="outline-primary" disabled={test.state === 'running' || username.trim() === ''}>
          {test.state === 'running' ? 'Testing…' : 'Test user login'}
        </Button>
      </form>
      {test.state === 'done' && <Outcome result={test.result} withPassword={test.withPassword} />}
      {test.state === 'refused' && <TestOutcome variant="danger" title="The test could not be run" errors={test.reasons} />}
    </section>
  );
};

export default LoginTest;
