// The captures of a grok pattern (grok_pattern, built from the stored patterns), each into the field
// it names; with named_captures_only, only %{NAME:field} captures. Grok values have no place in the
// text, so a grok extractor never cuts.
import { ConfigError, optionalBoolean, requiredString } from '../config';
import { compileGrok, GrokError } from '../../grok/compile';
import type { ExtractorKind } from './types';

export const grok: ExtractorKind = (config, context) => {
  const pattern = requiredString(config, 'grok_pattern', 'grok_pattern not set');
  const namedCapturesOnly = optionalBoolean(config, 'named_captures_only', false);
  let compiled;
  try {
    compiled = compileGrok(pattern, context.grokPattern, { namedCapturesOnly });
  } catch (error) {
    if (error instanceof GrokError) throw new ConfigError('grok_pattern', error.message);
    throw error;
  }
  return (text) => {
    const captures = compiled.match(text);
    if (!captures) return null;
    const extractions = [];
    for (const [target, value] of Object.entries(captures)) {
      if (value !== null && value !== undefined) extractions.push({ value, target, begin: -1, end: -1 });
    }
    return extractions;
  };
};
