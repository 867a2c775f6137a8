// A refused pipeline source, worded for the form that sent it: each of the server's parse errors with its
// place in the source. The console writes the source itself, so these mostly mean a name the language cannot
// hold or a server that checks more than Graylog does; either way the user's input stays for another try.
import type { ParseError } from '@/stores/pipelines/PipelinesStore';
import { parseErrorsOf } from '@/stores/pipelines/PipelinesStore';

const describe = (error: ParseError): string => {
  const reason = typeof error.reason === 'string' && error.reason !== '' ? error.reason : error.type;
  return `line ${error.line}, position ${error.position_in_line + 1}: ${reason}`;
};

export const parseErrorText = (errors: ReadonlyArray<ParseError>): string => (
  `The server refused the pipeline source (${errors.map(describe).join('; ')}).`
);

/** For a form's submit: a parse refusal becomes an error whose message the form shows; anything else passes as it is. */
export const withReadableParseErrors = (error: unknown): never => {
  const errors = parseErrorsOf(error);
  throw errors ? new Error(parseErrorText(errors)) : error;
};
