import React, { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';

import { SessionActions, loginErrorMessage } from '@/stores/sessions/SessionStore';

type Props = {
  /** Told the message of a failed attempt, or undefined when a new attempt starts. */
  onErrorChange: (message?: string) => void,
};

/** User name and password. On success the session store logs in and the console replaces the login page. */
const LoginForm = ({ onErrorChange }: Props) => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    usernameInput.current?.focus();
    return () => { mounted.current = false; };
  }, []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    onErrorChange(undefined);
    SessionActions.login(username, password, window.location.host)
      .catch((error: unknown) => {
        // A successful login unmounts this form, so only a failure updates it.
        if (mounted.current) {
          setSubmitting(false);
          onErrorChange(loginErrorMessage(error));
        }
      });
  };

  return (
    <Form onSubmit={submit} noValidate={false}>
      <Form.Group className="mb-3" controlId="login-username">
        <Form.Label>Username</Form.Label>
        <Form.Control
          ref={usernameInput}
          name="username"
          type="text"
          autoComplete="username"
          required
          value={username}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setUsername(event.target.value)} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setPassword(event.target.value)} />
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100" disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
};

export default LoginForm;
