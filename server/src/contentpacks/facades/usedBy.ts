// The reason an uninstall gives for keeping an entity something outside the installation uses, in one
// wording for every facade: `Used by stream "web", pipeline "routing"`.

/** One kind of user (its singular noun) and the titles of those of that kind. */
export type Users = readonly [noun: string, titles: readonly string[]];

/** The reason naming every user, or undefined when there is none. */
export function usedBy(...users: readonly Users[]): string | undefined {
  const parts = users
    .filter(([, titles]) => titles.length > 0)
    .map(([noun, titles]) => `${noun}${titles.length > 1 ? 's' : ''} ${[...new Set(titles)].map((title) => `"${title}"`).join(', ')}`);
  return parts.length > 0 ? `Used by ${parts.join(', ')}` : undefined;
}
