import { useCallback, useEffect, useState } from 'react';

import { reasonOf } from '@/logic/errors/FetchError';
import type { RuleParseError } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';

/** Long enough to wait for a pause in typing, short enough to feel immediate. */
export const PARSE_DELAY_MS = 500;

type Found = {
  /** The text the errors belong to; undefined before the first answer. */
  source: string | undefined,
  errors: Array<RuleParseError>,
  /** Why the server could not check the text, when it gave no parse answer. */
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
 * text is dropped. An empty source is not sent: there is nothing to check yet.
 */
const useRuleParse = (source: string): RuleParseState => {
  const [found, setFound] = useState<Found>({ source: undefined, errors: [] });

  useEffect(() => {
    if (source.trim() === '') {
      setFound({ source, errors: [] });
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      RulesActions.parse({ title: '', description: '', source }).then(
        (outcome) => { if (current) setFound({ source, errors: outcome.errors }); },
        (error: unknown) => { if (current) setFound({ source, errors: [], failure: reasonOf(error) }); },
      );
    }, PARSE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source]);

  const show = useCallback((shownSource: string, errors: Array<RuleParseError>) => setFound({ source: shownSource, errors }), []);
  return { ...found, checking: found.source !== source, show };
};

export default useRuleParse;
