// Small checks for `validate` functions, so that every form words the same problem the same way.

/** Nothing entered: undefined, null, blank text or an empty list. */
export const isBlank = (value: unknown): boolean => value === undefined
  || value === null
  || (typeof value === 'string' && value.trim() === '')
  || (Array.isArray(value) && value.length === 0);

/** Roughly an e-mail address: something, an @, something, no spaces. The server has the last word. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+$/.test(value.trim());

/** "<label> is required." for each listed field left blank. */
export const requireFields = <V extends object>(values: V, labels: Partial<Record<keyof V & string, string>>): Partial<Record<keyof V & string, string>> => {
  const errors: Partial<Record<keyof V & string, string>> = {};
  (Object.keys(labels) as Array<keyof V & string>).forEach((name) => {
    if (isBlank(values[name])) {
      errors[name] = `${labels[name]} is required.`;
    }
  });
  return errors;
};
