// Graylog's packs carry a sidecar configuration's template but never the configuration variables it names
// (${user.NAME}), so a template can arrive naming variables this server does not have. Graylog stores such a
// configuration anyway and the sidecar's render fails later; here every configuration is checked to render
// when it is saved (Graylog's own API does the same), so the installation is refused instead, naming the
// variables to create: once they exist, the same pack installs.
import type { Db } from '../../db/types';
import { badRequest } from '../../http/errors';
import { renderTemplate, TemplateError, templateReferences } from '../../sidecars/template';
import { variableValues } from '../../sidecars/variables';

const renders = (template: string, sidecar: Record<string, string>, user: Record<string, string>): boolean => {
  try {
    renderTemplate(template, { sidecar, user });
    return true;
  } catch (error) {
    if (error instanceof TemplateError) return false;
    throw error;
  }
};

/**
 * The configuration variables the template needs and this server lacks, in template order: those without a
 * default whose absence alone keeps it from rendering. Empty when the template renders, or fails for another
 * reason (its own check reports that).
 */
export function missingVariables(db: Db, template: string): string[] {
  let references;
  try {
    references = templateReferences(template);
  } catch (error) {
    if (error instanceof TemplateError) return [];
    throw error;
  }
  const defined = variableValues(db);
  const missing = [...new Set(references.filter((r) => r.namespace === 'user' && !Object.hasOwn(defined, r.name)).map((r) => r.name))];
  if (missing.length === 0) return [];
  // Any sidecar value will do: only the user variables are in question here.
  const sidecar = Object.fromEntries(references.filter((r) => r.namespace === 'sidecar').map((r) => [r.name, 'x']));
  const withPlaceholders = (names: readonly string[]) => ({ ...defined, ...Object.fromEntries(names.map((name) => [name, 'x'])) });
  if (!renders(template, sidecar, withPlaceholders(missing))) return [];
  return missing.filter((name) => !renders(template, sidecar, withPlaceholders(missing.filter((other) => other !== name))));
}

/** Refuses a configuration whose template names variables this server lacks, naming them. */
export function refuseMissingVariables(db: Db, configurationName: string, template: string): void {
  const missing = missingVariables(db, template);
  if (missing.length === 0) return;
  const names = missing.join(', ');
  throw badRequest(
    `Configuration "${configurationName}" uses configuration variables this server does not have (content packs do not carry them): ${names}. `
      + `Create the configuration variable${missing.length > 1 ? 's' : ''} ${names} first.`,
    'template',
  );
}
