// Whether a condition's query parses, asked of the search itself (one page of one message over the
// condition's streams), so the wizard refuses a broken query at its field before the definition is saved.
import { problemOfFailure } from '@/components/search/useSearchRun';
import { messagesSearchType, searchQuery, searchRequest } from '@/stores/search/searchBuilders';
import { errorsOfQuery, isQueryParseError, queryParseProblem } from '@/stores/search/searchErrors';
import { createSearchRunner } from '@/stores/search/searchRunner';

/** Where the parser stopped, in words: "Line 1, column 7: …" unless the reason says so itself. */
const placed = (message: string, line?: number, column?: number): string => (
  line === undefined || column === undefined || message.includes(`column ${column}`) ? message : `Line ${line}, column ${column}: ${message}`
);

/** Why `query` does not parse, or undefined when it does (an empty query matches everything). */
export const queryProblem = async (query: string, streams: ReadonlyArray<string>): Promise<string | undefined> => {
  if (query.trim() === '' || query.trim() === '*') return undefined;
  const messages = messagesSearchType({ limit: 1 });
  const queryRequest = searchQuery({ query, timerange: { type: 'relative', range: 300 }, streams, searchTypes: [messages] });
  try {
    const job = await createSearchRunner().run(searchRequest([queryRequest]));
    const parseError = errorsOfQuery(job, queryRequest.id).find(isQueryParseError);
    if (!parseError) return undefined;
    const problem = queryParseProblem(parseError);
    return placed(problem.description, problem.line, problem.column);
  } catch (error) {
    const problem = problemOfFailure(error);
    // Only a refusal of the query itself concerns the field; other failures leave the check to the server.
    return problem.position ? placed(problem.message, problem.position.line, problem.position.column) : undefined;
  }
};
