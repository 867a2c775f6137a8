import React from 'react';

import type { WidgetProblem } from './widgetSearch';

/** "Query error at line 1, column 7: ", or only "Query error: " when the description says where already. */
const positionLabel = ({ message, position }: WidgetProblem): string => {
  if (!position) return '';
  return message.includes(`column ${position.column}`) ? 'Query error: ' : `Query error at line ${position.line}, column ${position.column}: `;
};

/** Why the widget shows no data: in the widget, where the user looks for it, the query's position included. */
const WidgetProblems = ({ problems }: { problems: ReadonlyArray<WidgetProblem> }) => (
  <div className="console-widget-problems" role="alert">
    <p className="fw-semibold mb-1">This widget&apos;s search failed.</p>
    <ul className="mb-0 ps-3">
      {problems.map((problem, at) => (
        <li key={at}>
          {problem.position && <span className="fw-semibold">{positionLabel(problem)}</span>}
          <span className="text-break">{problem.message}</span>
        </li>
      ))}
    </ul>
  </div>
);

export default WidgetProblems;
