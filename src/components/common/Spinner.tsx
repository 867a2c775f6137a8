import React from 'react';
import { Spinner as BootstrapSpinner } from 'react-bootstrap';

type Props = {
  /** Shown next to the spinner; "Loading…" unless told otherwise. */
  text?: string,
  /** Centres the spinner in a tall block, for a whole page that is loading. */
  page?: boolean,
};

/** Something is on its way. */
const Spinner = ({ text = 'Loading…', page = false }: Props) => (
  <div className={page ? 'console-spinner console-spinner-page' : 'console-spinner'} role="status" aria-live="polite">
    <BootstrapSpinner animation="border" size="sm" aria-hidden="true" className="me-2" />
    <span>{text}</span>
  </div>
);

export default Spinner;
