// grok_pattern v1: plain {"name", "pattern"} (Graylog's GrokPatternEntity carries no ValueReferences,
// though a wrapped value is resolved too). A pattern with the same name and the same text is reused; the
// same name with another text refuses the installation (Graylog's DivergingEntityConfigurationException).
// A pattern depends on the stored patterns it refers to with %{NAME}.
import { badRequest } from '../../http/errors';
import { referencedPatternNames } from '../../grok/compile';
import {
  deleteGrokPattern, findGrokPattern, findGrokPatternByName, insertGrokPattern, listGrokPatterns, loadGrokPatterns,
} from '../../grok/store';
import { directUsersOf, GROK_NAME, GROK_NAME_RULE, problemsAfterWrite } from '../../grok/validation';
import { bumpIngestConfig } from '../../processing/configVersion';
import type { EntityFacade, InstallContext, PackEntity } from '../types';
import { inputsUsingGrokPattern } from './input';
import { rulesUsingGrokPattern } from './ruleUses';
import { usedBy } from './usedBy';
import { digest, entityData, literal, packIdsByName, requiredText } from './values';

const TYPE = { name: 'grok_pattern', version: '1' } as const;

function decoded(entity: PackEntity, ic: InstallContext): { name: string; pattern: string } {
  const data = entityData(entity);
  return { name: requiredText(ic, data, 'name'), pattern: requiredText(ic, data, 'pattern') };
}

export const grokPatternFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listGrokPatterns(ctx.db).map((p) => ({ id: p.id, type: TYPE, title: p.name })),

  dependencies({ ctx }, nativeId) {
    const pattern = findGrokPattern(ctx.db, nativeId);
    if (!pattern) return [];
    return referencedPatternNames(pattern.pattern)
      .map((name) => findGrokPatternByName(ctx.db, name))
      .filter((found) => found !== undefined && found.id !== nativeId)
      .map((found) => ({ id: found!.id, type: TYPE }));
  },

  exportEntity({ ctx }, nativeId) {
    const pattern = findGrokPattern(ctx.db, nativeId);
    return pattern ? { title: pattern.name, data: { name: pattern.name, pattern: pattern.pattern } } : undefined;
  },

  // Patterns refer to each other by name: the pack's patterns with the names this one uses go first
  // (Graylog's resolveForInstallation).
  installDependencies(entity, pack) {
    const pattern = literal(entityData(entity).pattern);
    if (typeof pattern !== 'string') return [];
    return packIdsByName(pack, TYPE.name, 'name', referencedPatternNames(pattern)).filter((id) => id !== entity.id);
  },

  findExisting(entity, ic) {
    const { name, pattern } = decoded(entity, ic);
    const existing = findGrokPatternByName(ic.ctx.db, name);
    if (!existing) return undefined;
    if (existing.pattern !== pattern) {
      throw badRequest(`Expected Grok pattern for name "${name}": <${pattern}>; actual Grok pattern: <${existing.pattern}>`, 'pattern');
    }
    return { id: existing.id, title: existing.name };
  },

  create(entity, ic) {
    const { db } = ic.ctx;
    const { name, pattern } = decoded(entity, ic);
    if (!GROK_NAME.test(name)) throw badRequest(`Grok pattern name "${name}" ${GROK_NAME_RULE}`, 'name', GROK_NAME_RULE);
    if (findGrokPatternByName(db, name)) throw badRequest(`Grok pattern ${name} already exists`, 'name', 'already exists');
    const resulting = loadGrokPatterns(db);
    resulting.set(name, pattern);
    const problem = problemsAfterWrite(resulting, [name]).find((p) => p.name === name);
    if (problem) throw badRequest(`Invalid grok pattern ${name}: ${problem.reason}`, 'pattern', problem.reason);
    const created = db.transaction(() => insertGrokPattern(db, name, pattern, ic.ctx.now()))();
    bumpIngestConfig();
    return { id: created.id, title: created.name };
  },

  fingerprint({ ctx }, nativeId) {
    const pattern = findGrokPattern(ctx.db, nativeId);
    return pattern ? digest({ name: pattern.name, pattern: pattern.pattern }) : undefined;
  },

  // Patterns, grok extractors and rules name patterns: a user's own would no longer compile or match.
  usedOutside({ ctx }, nativeId, own) {
    const { db } = ctx;
    const pattern = findGrokPattern(db, nativeId);
    if (!pattern) return undefined;
    const patterns = directUsersOf(loadGrokPatterns(db), pattern.name).filter((name) => !own.has(findGrokPatternByName(db, name)?.id ?? ''));
    return usedBy(['grok pattern', patterns], ['input', inputsUsingGrokPattern(db, pattern.name, own)], ['pipeline rule', rulesUsingGrokPattern(db, pattern.name, own)]);
  },

  delete({ ctx }, nativeId) {
    const { db } = ctx;
    const pattern = findGrokPattern(db, nativeId);
    if (!pattern) return;
    // Removing a pattern others still use would leave them uncompilable: the same refusal as the API's.
    const users = directUsersOf(loadGrokPatterns(db), pattern.name);
    if (users.length > 0) throw badRequest(`Cannot delete grok pattern ${pattern.name}: it is used by ${users.join(', ')}`);
    db.transaction(() => deleteGrokPattern(db, nativeId))();
    bumpIngestConfig();
  },
};
