import React, { useState } from 'react';

type Props = { pattern: string };

/** Patterns longer than this are cut to one line until the user asks for all of it. */
const LONG_PATTERN = 80;

/**
 * A grok pattern as text in monospace: one line, cut with an ellipsis (the whole pattern as tooltip), and
 * for a long one a button that shows it all, wrapped.
 */
const PatternText = ({ pattern }: Props) => {
  const [expanded, setExpanded] = useState(false);
  const long = pattern.length > LONG_PATTERN;
  return (
    <div className="d-flex align-items-start gap-2">
      <code className={expanded ? 'd-block text-break' : 'd-block text-truncate'}
            style={expanded ? { whiteSpace: 'pre-wrap', maxWidth: '60rem' } : { maxWidth: 'min(55vw, 48rem)' }}
            title={expanded ? undefined : pattern}>
        {pattern}
      </code>
      {long && (
        <button type="button" className="btn btn-link btn-sm p-0 text-nowrap" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
};

export default PatternText;
