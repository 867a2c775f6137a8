// How the metrics browser narrows and groups a node's metric names.

/** Groups are at most this many dotted parts deep ("org.graylog2.journal"), so a few dozen groups hold thousands of names. */
const NAMESPACE_DEPTH = 3;

/** The group a name belongs in: its first parts, never the whole name ("jvm.threads.count" → "jvm.threads"). */
export const namespaceOf = (name: string): string => {
  const parts = name.split('.');
  if (parts.length === 1) return name;
  return parts.slice(0, Math.min(NAMESPACE_DEPTH, parts.length - 1)).join('.');
};

/**
 * The test a filter puts names to: a regular expression, ignoring case, as Graylog's metrics page reads it
 * (`org\.graylog2\.buffers\.process\.`); a filter that is no valid expression is looked for as plain text.
 */
export const filterTest = (filter: string): ((name: string) => boolean) => {
  const wanted = filter.trim();
  if (wanted === '') return () => true;
  try {
    const expression = new RegExp(wanted, 'i');
    return (name) => expression.test(name);
  } catch {
    const lower = wanted.toLowerCase();
    return (name) => name.toLowerCase().includes(lower);
  }
};

export type NamespaceGroup = { namespace: string, names: Array<string> };

/** The names in their namespaces, both sorted. */
export const groupByNamespace = (names: ReadonlyArray<string>): Array<NamespaceGroup> => {
  const groups = new Map<string, Array<string>>();
  [...names].sort().forEach((name) => {
    const namespace = namespaceOf(name);
    const group = groups.get(namespace);
    if (group) group.push(name); else groups.set(namespace, [name]);
  });
  return Array.from(groups, ([namespace, grouped]) => ({ namespace, names: grouped }))
    .sort((a, b) => a.namespace.localeCompare(b.namespace));
};
