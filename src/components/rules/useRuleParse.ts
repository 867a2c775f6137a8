import { useCallback, useEffect, useState } from 'react';

import { isServerUnreachable, reasonOf } from '@/logic/errors/FetchError';
import type { RuleParseError } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

export const UNANSWERED_CHECK = 'The server did not answer; the rule will be checked again when it is back.';

/** Why a parse call gave no verdict, as a sentence under the editor (the availability dialog has the details of an outage). */
const failureSentence = (error: unknown): string => (
  isServerUnreachable(error) ? UNANSWERED_CHECK : `The rule could not be checked: ${reasonOf(error)}`
);

/** Long enough to wait for a pause in typing, short enough to feel immediate. */
export const PARSE_DELAY_MS = 500;

type Found = {
  /** The text the errors belong to; undefined before the first answer. */
  source: string | undefined,
  errors: Array<RuleParseError>,
  /** Why the server could not check the text, as a sentence, when it gave no parse answer. */
  failure?: string,
};

export type RuleParseState = Found & {
  /** The current text has not been checked yet (typing, or the parse call is on its way). */
  checking: boolean,
  /** Shows errors found another way (a save refused with parse errors) for `source`. */
  show: (source: string, errors: Array<RuleParseError>) => void,
};

/**
 * The parser's verdict on `source`, asked for once typing pauses for PARSE_DELAY_MS. An answer about an older
 * text is dropped. An empty source is not sent: there is nothing to check yet. The text is checked again when the
 * server comes back after an outage.
 */
const useRuleParse = (source: string): RuleParseState => {
  const [found, setFound] = useState<Found>({ source: undefined, errors: [] });
  const [attempt, setAttempt] = useState(0);
  useReloadOnReconnect(useCallback(() => setAttempt((count) => count + 1), []));

  useEffect(() => {
    if (source.trim() === '') {
      setFound({ source, errors: [] });
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      RulesActions.parse({ title: '', description: '', source }).then(
        (outcome) => { if (current) setFound({ source, errors: outcome.errors }); },
        (error: unknown) => { if (current) setFound({ source, errors: [], failure: failureSentence(error) }); },
      );
    }, PARSE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, attempt]);

  const show = useCallback((shownSource: string, errors: Array<RuleParseError>) => setFound({ source: shownSource, errors }), []);
  return { ...found, checking: found.source !== source, show };
};

export default useRuleParse;
