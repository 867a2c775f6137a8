// Our own small renderer for collector configuration templates. Graylog renders them with FreeMarker; sidecar
// templates use its interpolations, so this supports exactly that part:
//   ${sidecar.nodeName} ${sidecar.nodeId} ${sidecar.operatingSystem} ${sidecar.sidecarVersion}  the sidecar's values
//   ${user.NAME}                                                                               a configuration variable
//   ${x!"fallback"} ${x!}                                                                      a default when missing
//   ${"text"} ${r"raw ${text}"}                                                                a literal (how FreeMarker writes "${")
//   <#noparse>...</#noparse>  <#-- comment -->
// Anything else FreeMarker would interpret (<#if>, <@macro>, ?builtins) is refused with its position, as is a
// missing variable: the template is checked when it is saved, so rendering for a sidecar never fails on syntax.
// Nothing is evaluated beyond looking up names in two plain maps.

export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

/** The values a template can name: `sidecar.<field>` and `user.<variable>`. */
export interface TemplateContext {
  sidecar: Readonly<Record<string, string>>;
  user: Readonly<Record<string, string>>;
}

const NAMESPACES = ['sidecar', 'user'] as const;
type Namespace = (typeof NAMESPACES)[number];

/** A name's value, or undefined when it is missing; `at` is where the name starts in the template. */
type Lookup = (namespace: Namespace, name: string, at: number) => string | undefined;

/** One `${namespace.name}` in a template; `at` is where `name` starts (after "namespace."). */
export interface TemplateReference {
  namespace: Namespace;
  name: string;
  at: number;
}

function position(template: string, index: number): string {
  const before = template.slice(0, index);
  const line = before.split('\n').length;
  const column = index - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** Reads an interpolation's expression from `start` (just after "${"); answers its value and where it ended. */
class ExpressionReader {
  private index: number;

  constructor(private readonly template: string, start: number, private readonly lookup: Lookup) {
    this.index = start;
  }

  private fail(reason: string, at = this.index): never {
    throw new TemplateError(`${reason} at ${position(this.template, at)}`);
  }

  private skipSpaces(): void {
    while (/\s/.test(this.template[this.index] ?? '')) this.index += 1;
  }

  /** The whole `${...}`: a value, an optional default, then "}". */
  read(): { value: string; end: number } {
    this.skipSpaces();
    const start = this.index;
    let value = this.primary();
    this.skipSpaces();
    if (this.template[this.index] === '!') {
      this.index += 1;
      this.skipSpaces();
      const fallback = this.template[this.index] === '}' ? '' : this.primary();
      if (value === undefined) value = fallback;
      this.skipSpaces();
    }
    if (this.template[this.index] !== '}') {
      const found = this.template[this.index];
      this.fail(found === undefined ? 'Unclosed ${' : `Unexpected "${found}" in \${...}: only names, strings and "!" defaults are supported`);
    }
    if (value === undefined) {
      const name = this.template.slice(start, this.index).trim();
      this.fail(`The variable \${${name}} is not defined`, start);
    }
    return { value: value ?? '', end: this.index + 1 };
  }

  /** A string literal, or a name: its value, or undefined when the name is missing. */
  private primary(): string | undefined {
    const char = this.template[this.index];
    if (char === '"' || char === "'") return this.string(false);
    if (char === 'r' && (this.template[this.index + 1] === '"' || this.template[this.index + 1] === "'")) {
      this.index += 1;
      return this.string(true);
    }
    return this.name();
  }

  private string(raw: boolean): string {
    const quote = this.template[this.index];
    const start = this.index;
    this.index += 1;
    let text = '';
    for (;;) {
      const char = this.template[this.index];
      if (char === undefined) this.fail('Unclosed string', start);
      this.index += 1;
      if (char === quote) return text;
      if (char === '\\' && !raw) {
        const escaped = this.template[this.index];
        this.index += 1;
        const replacement = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'", $: '$', '{': '{' }[escaped ?? ''];
        if (replacement === undefined) this.fail(`Unknown escape "\\${escaped ?? ''}" in a string`, this.index - 2);
        text += replacement;
      } else {
        text += char;
      }
    }
  }

  private name(): string | undefined {
    const match = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(this.template.slice(this.index));
    if (!match) {
      const found = this.template[this.index];
      this.fail(found === undefined || found === '}' ? 'Empty ${}' : `Unexpected "${found}" in \${...}`);
    }
    const start = this.index;
    this.index += match[0].length;
    const parts = match[0].split('.');
    const namespace = parts[0];
    if (!(NAMESPACES as readonly string[]).includes(namespace)) {
      this.fail(`Unknown variable \${${match[0]}}: templates can use sidecar.* and user.* values`, start);
    }
    if (parts.length !== 2) this.fail(`\${${match[0]}} names no value: write \${${namespace}.<name>}`, start);
    return this.lookup(namespace as Namespace, parts[1], start + namespace.length + 1);
  }
}

/** Renders `template`; a syntax error, an unsupported construct or a missing variable is a TemplateError. */
export function renderTemplate(template: string, context: TemplateContext): string {
  return walk(template, (namespace, name) => {
    const values = context[namespace];
    return Object.hasOwn(values, name) ? values[name] : undefined;
  });
}

/**
 * Every name the template's interpolations look up, found as the renderer reads them (so `${ user.port }` and
 * `${user.port!"5044"}` count, while text in <#noparse>, comments and string literals does not); in template order.
 * A template that does not parse is a TemplateError.
 */
export function templateReferences(template: string): TemplateReference[] {
  const references: TemplateReference[] = [];
  walk(template, (namespace, name, at) => {
    references.push({ namespace, name, at });
    // Any value will do: only where the names are matters here, not whether they are defined.
    return '';
  });
  return references;
}

function walk(template: string, lookup: Lookup): string {
  let output = '';
  let index = 0;
  while (index < template.length) {
    const next = template.slice(index).search(/\$\{|<#|<\/#|<@|<\/@/);
    if (next < 0) {
      output += template.slice(index);
      break;
    }
    const at = index + next;
    output += template.slice(index, at);
    if (template.startsWith('${', at)) {
      const { value, end } = new ExpressionReader(template, at + 2, lookup).read();
      output += value;
      index = end;
    } else if (template.startsWith('<#--', at)) {
      const close = template.indexOf('-->', at + 4);
      if (close < 0) throw new TemplateError(`Unclosed comment <#-- at ${position(template, at)}`);
      index = close + 3;
    } else if (/^<#noparse\s*>/.test(template.slice(at))) {
      const open = template.indexOf('>', at) + 1;
      const close = template.indexOf('</#noparse>', open);
      if (close < 0) throw new TemplateError(`Unclosed <#noparse> at ${position(template, at)}`);
      output += template.slice(open, close);
      index = close + '</#noparse>'.length;
    } else {
      const directive = /^<\/?[#@][A-Za-z_]*/.exec(template.slice(at))?.[0] ?? '<#';
      throw new TemplateError(`Unsupported template directive ${directive}> at ${position(template, at)}: only \${...} values, <#noparse> and <#-- comments --> are supported`);
    }
  }
  return output;
}
