// The part of JMTE (Graylog's template engine for notification bodies) that notification templates use:
//   ${a.b}                        a value (unknown names and null render empty); `${a;format}` renders `a` as is
//   ${foreach list item}…${end}   repeats for each element (`${foreach list item , }` puts ", " between them);
//                                 over a map, for each entry: `item.key`, `item.value`
//   ${if a}…${else}…${end}        `${if !a}` negates; empty strings, lists and maps, false and null are false
//   \${ is a literal "${".
// A template never fails to render: an `${end}` without a block is kept as text, an open block ends with the text.

type Model = Record<string, unknown>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string }
  | { kind: 'foreach'; list: string; item: string; separator: string; body: Node[] }
  | { kind: 'if'; path: string; negated: boolean; then: Node[]; otherwise: Node[] };

interface Token { kind: 'text' | 'tag'; text: string; raw: string }

function tokenize(template: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  let at = 0;
  while (at < template.length) {
    if (template.startsWith('\\${', at)) {
      text += '${';
      at += 3;
      continue;
    }
    if (template.startsWith('${', at)) {
      const close = template.indexOf('}', at + 2);
      if (close !== -1) {
        if (text) tokens.push({ kind: 'text', text, raw: text });
        text = '';
        const raw = template.slice(at + 2, close);
        tokens.push({ kind: 'tag', text: raw.trim(), raw });
        at = close + 1;
        continue;
      }
    }
    text += template[at];
    at += 1;
  }
  if (text) tokens.push({ kind: 'text', text, raw: text });
  return tokens;
}

interface Frame { node: Extract<Node, { kind: 'foreach' | 'if' }>; inElse: boolean; raw: string }

function parse(template: string): Node[] {
  const root: Node[] = [];
  const stack: Frame[] = [];
  const target = (): Node[] => {
    const top = stack[stack.length - 1];
    if (!top) return root;
    if (top.node.kind === 'foreach') return top.node.body;
    return top.inElse ? top.node.otherwise : top.node.then;
  };
  for (const token of tokenize(template)) {
    if (token.kind === 'text') {
      target().push({ kind: 'text', text: token.text });
      continue;
    }
    const words = token.text.split(/\s+/);
    if (words[0] === 'foreach' && words.length >= 3) {
      const separator = token.raw.replace(/^\s*foreach\s+\S+\s+\S+\s?/, '');
      const node: Node = { kind: 'foreach', list: words[1], item: words[2], separator, body: [] };
      target().push(node);
      stack.push({ node, inElse: false, raw: token.text });
    } else if (words[0] === 'if' && words.length === 2) {
      const negated = words[1].startsWith('!');
      const node: Node = { kind: 'if', path: negated ? words[1].slice(1) : words[1], negated, then: [], otherwise: [] };
      target().push(node);
      stack.push({ node, inElse: false, raw: token.text });
    } else if (token.text === 'else' && stack[stack.length - 1]?.node.kind === 'if') {
      stack[stack.length - 1].inElse = true;
    } else if (token.text === 'end' && stack.length > 0) {
      stack.pop();
    } else if (token.text === 'end' || token.text === 'else') {
      target().push({ kind: 'text', text: `\${${token.text}}` });
    } else {
      target().push({ kind: 'value', path: token.text.split(';')[0].trim() });
    }
  }
  return root;
}

function lookup(scopes: readonly Model[], path: string): unknown {
  const [head, ...rest] = path.split('.');
  const scope = scopes.find((candidate) => Object.hasOwn(candidate, head));
  let value: unknown = scope?.[head];
  for (const key of rest) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Model)[key];
  }
  return value;
}

function isTrue(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(show).join(', ');
  // Objects that know how to show themselves (a message in a backlog) do, as JMTE calls toString().
  if (typeof value === 'object' && value.toString !== Object.prototype.toString) return String(value);
  return JSON.stringify(value);
}

/** A plain object is the model's map (JSON's object); anything else that is an object is one value. */
function isMap(value: unknown): value is Model {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// JMTE walks a list's elements, a map's entries (Map.Entry: key, value), and a single value as a list of one.
function elementsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isMap(value)) return Object.entries(value).map(([key, entry]) => ({ key, value: entry }));
  return value === undefined || value === null ? [] : [value];
}

function renderNodes(nodes: readonly Node[], scopes: readonly Model[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') out += show(lookup(scopes, node.path));
    else if (node.kind === 'if') {
      const holds = isTrue(lookup(scopes, node.path)) !== node.negated;
      out += renderNodes(holds ? node.then : node.otherwise, scopes);
    } else {
      out += elementsOf(lookup(scopes, node.list))
        .map((element) => renderNodes(node.body, [{ [node.item]: element }, ...scopes]))
        .join(node.separator);
    }
  }
  return out;
}

/** Renders `template` over the own properties of `model` (any object: a notification model as it is sent). */
export function renderTemplate(template: string, model: object): string {
  return renderNodes(parse(template), [model as Model]);
}
