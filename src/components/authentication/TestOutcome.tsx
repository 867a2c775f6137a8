import React from 'react';
import { Alert } from 'react-bootstrap';

type Props = {
  variant: 'success' | 'danger' | 'warning',
  /** The headline: the server's message, or what happened. */
  title: string,
  /** The directory's errors, one per line, shown as text. */
  errors?: ReadonlyArray<string>,
  children?: React.ReactNode,
};

/** The result of a connection or login test, announced when it arrives. */
const TestOutcome = ({ variant, title, errors = [], children }: Props) => (
  <Alert variant={variant} className="mt-2 mb-0 text-break" role={variant === 'success' ? 'status' : 'alert'}>
    <div className="fw-bold">{title}</div>
    {errors.length > 0 && (
      <ul className="mb-0 mt-1 font-monospace small">
        {errors.map((error, index) => <li key={`${index}:${error}`}>{error}</li>)}
      </ul>
    )}
    {children}
  </Alert>
);

export default TestOutcome;
