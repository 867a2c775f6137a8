// The content pack wizard's values and rules: general information (required as Graylog requires it), the
// chosen entities, the parameters and which entity values they replace; and the pack they build.
import { permittedHref } from '@/components/common/ExternalLink';
import { requireFields } from '@/components/common/form/validators';
import type { AppliedParameters } from '@/stores/contentpacks/contentPackModel';
import { appliedParametersOf, entityTitle, withParameters } from '@/stores/contentpacks/contentPackModel';
import type { ContentPack, ContentPackEntity, ContentPackParameter, ModelType } from '@/stores/contentpacks/contentPackTypes';

/** A chosen entity: one of this server's (from the catalog) or one of the revision being edited. */
export type ChosenEntity = { id: string, type: ModelType, title: string, origin: 'server' | 'pack' };

export type WizardValues = {
  name: string,
  summary: string,
  description: string,
  vendor: string,
  url: string,
  selection: Array<ChosenEntity>,
  parameters: Array<ContentPackParameter>,
  applied: AppliedParameters,
};

export const STEPS = ['General information', 'Entities', 'Parameters', 'Preview'];
export const GENERAL_STEP = 0;
export const ENTITIES_STEP = 1;
export const PARAMETERS_STEP = 2;
export const PREVIEW_STEP = 3;

/** The fields each step shows, checked before it is left forward. */
export const STEP_FIELDS: { [step: number]: Array<keyof WizardValues> } = {
  [GENERAL_STEP]: ['name', 'summary', 'description', 'vendor', 'url'],
  [ENTITIES_STEP]: ['selection'],
};

export const stepOfField = (field: string): number => {
  const found = Object.entries(STEP_FIELDS).find(([, fields]) => (fields as Array<string>).includes(field));
  return found ? Number(found[0]) : GENERAL_STEP;
};

export const chosenKey = (entity: Pick<ChosenEntity, 'id' | 'type' | 'origin'>) => `${entity.origin}:${entity.type.name}:${entity.id}`;

/** Identifies a selection, to know whether the entities resolved for it are still the ones chosen. */
export const selectionKey = (selection: ReadonlyArray<ChosenEntity>) => selection.map(chosenKey).sort().join('\n');

/** The wizard's start: empty for a new pack, or the revision a new revision is made from. */
export const initialWizardValues = (pack: ContentPack, editing: boolean): WizardValues => ({
  name: pack.name,
  summary: pack.summary,
  description: pack.description,
  vendor: pack.vendor,
  url: pack.url,
  selection: editing
    ? pack.entities.map((entity) => ({ id: entity.id, type: entity.type, title: entityTitle(entity, pack.parameters), origin: 'pack' as const }))
    : [],
  parameters: pack.parameters,
  applied: Object.fromEntries(pack.entities
    .map((entity) => [entity.id, appliedParametersOf(entity)] as const)
    .filter(([, applied]) => applied.length > 0)),
});

export const validateWizard = (values: WizardValues): { [field in keyof WizardValues]?: string } => {
  const errors: { [field in keyof WizardValues]?: string } = requireFields(values, { name: 'Name', summary: 'Summary', vendor: 'Vendor' });
  const url = values.url.trim();
  if (url !== '' && (!/^https?:\/\//i.test(url) || permittedHref(url) === undefined)) {
    errors.url = 'Must use a URL starting with http or https.';
  }
  if (values.selection.length === 0) {
    errors.selection = 'Select at least one entity.';
  }
  return errors;
};

/** The applied parameters of the entities in the pack (choices for entities no longer chosen are left out). */
export const appliedFor = (applied: AppliedParameters, entities: ReadonlyArray<ContentPackEntity>): AppliedParameters => Object.fromEntries(
  entities.filter((entity) => (applied[entity.id] ?? []).length > 0).map((entity) => [entity.id, applied[entity.id]]),
);

/** Whether any value of the pack's entities is replaced by the parameter. */
export const parameterInUse = (applied: AppliedParameters, entities: ReadonlyArray<ContentPackEntity>, name: string): boolean => (
  Object.values(appliedFor(applied, entities)).some((list) => list.some((entry) => entry.paramName === name))
);

/** The pack the wizard builds: `base` gives v, id and rev; each applied value becomes a parameter reference. */
export const buildPack = (base: Pick<ContentPack, 'v' | 'id' | 'rev'>, values: WizardValues, entities: ReadonlyArray<ContentPackEntity>): ContentPack => ({
  v: base.v,
  id: base.id,
  rev: base.rev,
  name: values.name.trim(),
  summary: values.summary.trim(),
  description: values.description,
  vendor: values.vendor.trim(),
  url: values.url.trim(),
  parameters: values.parameters,
  entities: entities.map((entity) => withParameters(entity, values.applied[entity.id])),
});

/** After a parameter was renamed: every value that referred to the old name refers to the new one. */
export const renameApplied = (applied: AppliedParameters, oldName: string, newName: string): AppliedParameters => Object.fromEntries(
  Object.entries(applied).map(([id, list]) => [id, list.map((entry) => (entry.paramName === oldName ? { ...entry, paramName: newName } : entry))]),
);
