import React from 'react';
import { Button, Card } from 'react-bootstrap';

type Props = {
  title: string,
  description: React.ReactNode,
  /** Absent when the user may not edit it (or it is not loaded yet): no Edit button. */
  onEdit?: () => void,
  children: React.ReactNode,
};

/** One cluster configuration on the configurations page: what it is for, its current values, and Edit. */
const ConfigSection = ({ title, description, onEdit, children }: Props) => (
  <Card as="section" className="h-100" aria-label={title}>
    <Card.Header className="d-flex align-items-center justify-content-between gap-2">
      <h2 className="h6 mb-0">{title}</h2>
      {onEdit && <Button size="sm" variant="outline-primary" aria-label={`Edit ${title.toLowerCase()}`} onClick={onEdit}>Edit</Button>}
    </Card.Header>
    <Card.Body>
      <p className="text-body-secondary small">{description}</p>
      {children}
    </Card.Body>
  </Card>
);

export const Setting = ({ label, children }: { label: string, children: React.ReactNode }) => (
  <>
    <dt className="col-sm-5">{label}</dt>
    <dd className="col-sm-7">{children}</dd>
  </>
);

export default ConfigSection;
