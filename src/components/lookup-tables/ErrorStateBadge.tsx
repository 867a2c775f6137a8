import React from 'react';
import { Badge } from 'react-bootstrap';

/** Why a table, cache or adapter fails right now; nothing when it works. Text only: the reason comes from the server. */
const ErrorStateBadge = ({ error, className }: { error: string | undefined, className?: string }) => {
  if (!error) return null;
  return (
    <div className={['console-lookup-error small', className].filter(Boolean).join(' ')}>
      <Badge bg="danger" className="me-1">Error</Badge>
      <span className="text-danger text-break">{error}</span>
    </div>
  );
};

export default ErrorStateBadge;
