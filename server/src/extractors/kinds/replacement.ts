// Java's replacement syntax (Graylog's regex_replace uses Matcher.replaceFirst/replaceAll): $n and
// ${name} insert a group, a backslash takes the next character literally. "$12" means group 12 only
// when the pattern has that many groups, else group 1 followed by "2", as in Java.

type Piece = string | { group: number } | { name: string };

/** A compiled replacement: builds the text for one match. */
export type Replacement = (match: RegExpExecArray) => string;

/** Compiles `text` for a pattern with `groups` groups and these named groups; throws with Java's reason. */
export function compileReplacement(text: string, groups: number, names: ReadonlySet<string>): Replacement {
  const pieces: Piece[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') {
      i += 1;
      if (i >= text.length) throw new Error('character to be escaped is missing');
      literal += text[i];
    } else if (char === '$') {
      i += 1;
      if (i >= text.length) throw new Error('Illegal group reference: group index is missing');
      if (text[i] === '{') {
        const close = text.indexOf('}', i);
        const name = close === -1 ? '' : text.slice(i + 1, close);
        if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error('named capturing group is missing trailing \'}\' or has an invalid name');
        if (!names.has(name)) throw new Error(`No group with name {${name}}`);
        pieces.push(literal, { name });
        literal = '';
        i = close;
      } else if (/\d/.test(text[i])) {
        let group = Number(text[i]);
        if (group > groups) throw new Error(`No group ${group}`);
        while (i + 1 < text.length && /\d/.test(text[i + 1]) && group * 10 + Number(text[i + 1]) <= groups) {
          group = group * 10 + Number(text[i + 1]);
          i += 1;
        }
        pieces.push(literal, { group });
        literal = '';
      } else {
        throw new Error('Illegal group reference');
      }
    } else {
      literal += char;
    }
  }
  pieces.push(literal);
  const parts = pieces.filter((piece) => piece !== '');
  return (match) => {
    let out = '';
    for (const piece of parts) {
      if (typeof piece === 'string') out += piece;
      else if ('group' in piece) out += match[piece.group] ?? '';
      else out += match.groups?.[piece.name] ?? '';
    }
    return out;
  };
}
