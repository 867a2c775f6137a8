// What the console reads from a rule's source itself: Graylog takes a rule's title from `rule "title"`.

/** The title declared by `rule "…"` at the start of the source (after comments), or undefined while there is none. */
export const titleFromSource = (source: string): string | undefined => {
  const withoutLeadingComments = source.replace(/^(\s|\/\/[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/, '');
  const match = /^rule\s+("((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)')/i.exec(withoutLeadingComments);
  if (!match) return undefined;
  const quoted = match[2] ?? match[3];
  return quoted.replace(/\\(.)/g, '$1');
};

/** What a new rule's editor explains when it is empty. */
export const RULE_SKELETON = 'rule "name"\nwhen\n  <condition>\nthen\n  <actions>;\nend';
