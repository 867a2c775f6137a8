// Before the widget dialog accepts a widget, its search runs once: a query the server cannot parse is
// refused at the query field (as a field refusal of the form kit), with the typed text kept, instead of
// turning up as an error in the widget only after it was added.
import { problemOfFailure } from '@/components/search/useSearchRun';
import { FetchError } from '@/logic/errors/FetchError';
import type { SearchRunner } from '@/stores/search/searchRunner';

import type { SupportedWidget } from './widgetModel';
import type { WidgetProblem } from './widgetSearch';
import { readWidgetResult, widgetSearch } from './widgetSearch';

/** The query's problem in one sentence, its position first unless the server's text names it already. */
export const queryProblemText = ({ message, position }: WidgetProblem): string => {
  if (!position || message.includes(`column ${position.column}`)) return message;
  return `Line ${position.line}, column ${position.column}: ${message}`;
};

/** The refusal the form places under its query field. */
const queryRefusal = (problems: ReadonlyArray<WidgetProblem>): FetchError => {
  const reasons = problems.map(queryProblemText);
  return new FetchError('Bad Request', 400, { type: 'ApiError', message: reasons.join(' '), errors: { query: reasons } });
};

/** A stopped check: the dialog was closed while it ran. */
export class QueryCheckCancelled extends Error {
  constructor() {
    super('The query check was stopped.');
    this.name = 'QueryCheckCancelled';
  }
}

/**
 * Runs `widget`'s search once with `runner`. Resolves with the widget when its query parses (other problems,
 * such as a field without values, are the widget's to show); rejects with a refusal of the query field when
 * it does not, and with the failure when the search could not run at all.
 */
export const checkWidgetQuery = async (widget: SupportedWidget, runner: SearchRunner): Promise<SupportedWidget> => {
  const search = widgetSearch(widget);
  let job;
  try {
    job = await runner.run(search.request);
  } catch (error) {
    const problem = problemOfFailure(error);
    throw problem.position ? queryRefusal([problem]) : error;
  }
  if (job === null) throw new QueryCheckCancelled();
  const read = readWidgetResult(widget, search, job);
  const queryProblems = 'problems' in read ? read.problems.filter((problem) => problem.position !== undefined) : [];
  if (queryProblems.length > 0) throw queryRefusal(queryProblems);
  return widget;
};
