// Regular expressions for whitelist entries from URL templates, in Java syntax (Graylog's RegexHelper): the
// literal parts are quoted with \Q…\E, each placeholder may stand for anything (lazily), and the whole URL must match.

/** Java's Pattern.quote: the text matched literally, even when it contains "\E". */
export function quoteJava(text: string): string {
  return `\\Q${text.split('\\E').join('\\E\\\\E\\Q')}\\E`;
}

export function regexForUrl(url: string): string {
  return `^${quoteJava(url)}$`;
}

/** `https://example.org/lookup?key=${key}` with placeholder `${key}` → `^\Qhttps://example.org/lookup?key=\E.*?$`. */
export function regexForUrlTemplate(urlTemplate: string, placeholder: string | null | undefined): string {
  if (!placeholder) return regexForUrl(urlTemplate);
  const parts = urlTemplate.split(placeholder).map((part) => (part === '' ? part : quoteJava(part)));
  return `^${parts.join('.*?')}$`;
}
