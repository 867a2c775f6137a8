import React from 'react';
import { Button, Card } from 'react-bootstrap';

import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';

type Props<T> = {
  title: string,
  /** Keep it stable (module level or useCallback): a new function loads again. */
  load: () => Promise<T>,
  /** The section with the loaded value; `set` takes what a save answered. */
  children: (value: T, set: (value: T) => void) => React.ReactNode,
};

/** A section of the configurations page that loads its own value, and says in place when it could not. */
const LoadedSection = <T, >({ title, load, children }: Props<T>) => {
  const { value, failed, reason, reload, set } = useLoaded(load);
  if (value !== undefined) return <>{children(value, set)}</>;
  return (
    <Card as="section" className="h-100" aria-label={title}>
      <Card.Header><h2 className="h6 mb-0">{title}</h2></Card.Header>
      <Card.Body>
        {failed
          ? (
            <div role="alert">
              <p className="mb-2">The {title.toLowerCase()} could not be loaded{reason ? `: ${reason}` : '.'}</p>
              <Button size="sm" variant="outline-secondary" onClick={reload}>Try again</Button>
            </div>
          )
          : <Spinner text={`Loading the ${title.toLowerCase()}…`} />}
      </Card.Body>
    </Card>
  );
};

export default LoadedSection;
