import React from 'react';

import { titleFromSource } from './ruleSource';

/** The rule's title as its source declares it; the server names the rule by it. */
const RuleTitle = ({ source }: { source: string }) => {
  const title = titleFromSource(source);
  return (
    <p className="mb-3">
      <span className="fw-semibold">Title: </span>
      {title !== undefined
        ? <span data-testid="rule-title">{title}</span>
        : <span className="text-body-secondary">taken from the source&apos;s first line, <code>rule &quot;title&quot;</code></span>}
    </p>
  );
};

export default RuleTitle;
