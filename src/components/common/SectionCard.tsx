import React from 'react';
import { Card } from 'react-bootstrap';

type Props = {
  /** The heading, which also names the section for assistive technology. */
  title: string,
  /** The heading's level under the page's own h1: 2, or 3 inside a section of the page. */
  level?: 2 | 3,
  /** A sentence under the heading on what the section shows. */
  description?: React.ReactNode,
  /** Spacing or sizing in its layout; one under the other by default. */
  className?: string,
  children: React.ReactNode,
};

/**
 * One titled part of a details page (a node, a user, a message, the system overview) as a card: the one look
 * every such page shares, and a named region to find it by.
 */
const SectionCard = ({ title, level = 2, description, className = 'mb-3', children }: Props) => (
  <Card as="section" className={className} aria-label={title}>
    <Card.Header as={`h${level}`} className="h6 mb-0">{title}</Card.Header>
    <Card.Body>
      {description && <p className="text-body-secondary small">{description}</p>}
      {children}
    </Card.Body>
  </Card>
);

export default SectionCard;
