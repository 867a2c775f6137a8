import React from 'react';

import type { RuleParseError } from '@/stores/rules/RulesStore';

import { errorPosition } from './editor/ruleDiagnostics';

type Props = {
  id: string,
  errors: ReadonlyArray<RuleParseError>,
  checking: boolean,
  /** Why the source could not be checked, as a sentence. */
  failure: string | undefined,
  /** Nothing typed yet: nothing to report. */
  empty: boolean,
};

/** The parser's verdict under the editor: each error with its line, column and reason, announced as it changes. */
const RuleParseErrors = ({ id, errors, checking, failure, empty }: Props) => {
  const status = (() => {
    if (empty) return undefined;
    if (checking) return <span className="text-body-secondary">Checking the rule…</span>;
    if (failure) return <span className="text-warning-emphasis">{failure}</span>;
    if (errors.length === 0) return <span className="text-success">The rule is valid.</span>;
    return <span className="text-danger fw-semibold">{errors.length === 1 ? '1 error' : `${errors.length} errors`} in the rule:</span>;
  })();
  return (
    <div id={id} className="mt-2 small" aria-live="polite">
      {status}
      {errors.length > 0 && (
        <ul className="mb-0 mt-1 ps-3 text-danger" aria-label="Errors in the rule">
          {errors.map((error) => (
            <li key={`${error.line}:${error.position_in_line}:${error.reason}`}>
              <span className="fw-semibold">{errorPosition(error)}:</span> {error.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

export default RuleParseErrors;
