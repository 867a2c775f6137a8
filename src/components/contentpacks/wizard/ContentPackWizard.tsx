import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import UnsavedChangesGuard from '@/components/common/form/UnsavedChangesGuard';
import WizardSteps from '@/components/common/WizardSteps';
import { useEntityForm } from '@/components/common/form/useEntityForm';
import Spinner from '@/components/common/Spinner';
import { reasonOf } from '@/logic/errors/FetchError';
import { CatalogActions } from '@/stores/contentpacks/CatalogStore';
import type { AppliedParameters } from '@/stores/contentpacks/contentPackModel';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import type { CatalogEntry, ContentPack, ContentPackEntity, ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

import EntitySelectionStep from './EntitySelectionStep';
import GeneralStep from './GeneralStep';
import ParametersStep from './ParametersStep';
import PreviewStep from './PreviewStep';
import type { ChosenEntity, WizardValues } from './wizardValues';
import {
  buildPack, ENTITIES_STEP, GENERAL_STEP, initialWizardValues, PARAMETERS_STEP, PREVIEW_STEP, selectionKey, STEP_FIELDS, stepOfField, STEPS,
  validateWizard,
} from './wizardValues';

type Props = {
  /** A new pack, or the revision to start a new revision from with its `rev` already the new one. */
  pack: ContentPack,
  /** The revision `pack` was copied from, when making a new revision. */
  fromRevision?: number,
  onSaved: (pack: ContentPack) => void,
  cancelTo: string,
};

/** The entities the server resolved for one selection. */
type Resolved = { key: string, entities: Array<ContentPackEntity> };

const useCatalog = () => {
  const [catalog, setCatalog] = useState<Array<CatalogEntry> | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setFailure(undefined);
    CatalogActions.list().then((entries) => { if (active) setCatalog(entries); }, (error: unknown) => { if (active) setFailure(reasonOf(error)); });
    return () => { active = false; };
  }, [attempt]);
  return { catalog, failure, retry: () => setAttempt((count) => count + 1) };
};

/**
 * The content pack wizard: general information, the entities (this server's, from the catalog, and when
 * making a new revision the former revision's), parameters, and a preview of the pack that is saved. Moving
 * past the entities asks the server to resolve the chosen ones into pack entities.
 */
const ContentPackWizard = ({ pack, fromRevision, onSaved, cancelTo }: Props) => {
  const editing = fromRevision !== undefined;
  const { catalog, failure: catalogFailure, retry: retryCatalog } = useCatalog();
  const [step, setStep] = useState(GENERAL_STEP);
  const [resolved, setResolved] = useState<Resolved | undefined>();
  const [resolving, setResolving] = useState(false);
  const [resolveFailure, setResolveFailure] = useState<string | undefined>();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const packEntities = useMemo(() => new Map(pack.entities.map((entity) => [entity.id, entity])), [pack.entities]);
  const packEntityIds = useMemo(() => new Set(editing ? pack.entities.map((entity) => entity.id) : []), [editing, pack.entities]);

  const form = useEntityForm<WizardValues>({
    initialValues: initialWizardValues(pack, editing),
    validate: validateWizard,
    onSubmit: (values) => {
      const built = buildPack(pack, values, resolved?.entities ?? []);
      return ContentPacksActions.create(built).then(() => built);
    },
    onSuccess: (saved) => onSaved(saved as ContentPack),
  });
  const { values } = form;

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) { firstRender.current = false; return; }
    stepHeading.current?.focus();
  }, [step]);

  // The former revision's entities are offered beside this server's, chosen to start with.
  const revisionChoices = useMemo(() => (editing ? initialWizardValues(pack, true).selection : []), [editing, pack]);
  const available = useMemo((): Array<ChosenEntity> | undefined => {
    if (!catalog) return catalogFailure && editing ? revisionChoices : undefined;
    return [...catalog.map((entry) => ({ ...entry, origin: 'server' as const })), ...revisionChoices];
  }, [catalog, catalogFailure, editing, revisionChoices]);

  /** The pack entities for the current selection: the revision's as they are, this server's as the server resolves them. */
  const resolveSelection = useCallback(async (): Promise<boolean> => {
    const key = selectionKey(values.selection);
    if (resolved?.key === key) return true;
    setResolving(true);
    setResolveFailure(undefined);
    try {
      const fromServer = values.selection.filter((chosen) => chosen.origin === 'server');
      const serverEntities = fromServer.length > 0 ? await CatalogActions.resolve(fromServer) : [];
      const fromPack = values.selection.filter((chosen) => chosen.origin === 'pack')
        .map((chosen) => packEntities.get(chosen.id)).filter((entity): entity is ContentPackEntity => entity !== undefined);
      // The server lists an entity once per selection, but one chosen twice (directly and as a dependency) stays one.
      const byId = new Map<string, ContentPackEntity>();
      [...fromPack, ...serverEntities].forEach((entity) => { if (!byId.has(entity.id)) byId.set(entity.id, entity); });
      const entities = Array.from(byId.values());
      setResolved({ key, entities });
      return true;
    } catch (error) {
      setResolveFailure(reasonOf(error));
      return false;
    } finally {
      setResolving(false);
    }
  }, [values.selection, resolved, packEntities]);

  /** The checks of the steps before `target`; the first that fails is shown. */
  const stepsPass = (target: number): boolean => {
    const errors = validateWizard(values);
    for (let current = GENERAL_STEP; current < target; current += 1) {
      const fields = STEP_FIELDS[current] ?? [];
      fields.forEach((field) => form.markTouched(field));
      if (fields.some((field) => errors[field])) {
        setStep(current);
        return false;
      }
    }
    return true;
  };

  const goTo = async (target: number) => {
    if (target > step && !stepsPass(target)) return;
    if (target >= PARAMETERS_STEP && !(await resolveSelection())) {
      setStep(ENTITIES_STEP);
      return;
    }
    setStep(target);
  };

  const save = () => {
    const browserErrors = Object.keys(validateWizard(values));
    if (browserErrors.length > 0) setStep(Math.min(...browserErrors.map(stepOfField)));
    form.handleSubmit();
  };

  // A refusal naming fields of the first step leads there, once the save has ended.
  const { submitting, submitCount, errors } = form;
  useEffect(() => {
    if (!submitting && submitCount > 0 && STEP_FIELDS[GENERAL_STEP].some((field) => errors[field])) setStep(GENERAL_STEP);
    // Only when a save ends: later typing must not move the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitting]);

  const setParameters = (parameters: Array<ContentPackParameter>, applied: AppliedParameters) => {
    form.setValue('parameters', parameters);
    form.setValue('applied', applied);
  };

  const busy = form.submitting || resolving;
  const isLast = step === PREVIEW_STEP;
  const entities = resolved?.entities ?? [];
  return (
    <form noValidate aria-busy={busy}
          onSubmit={(event) => {
            // Enter in a field moves on, as Next does; only the last step saves.
            event.preventDefault();
            if (busy) return;
            if (isLast) save(); else goTo(step + 1).catch(() => undefined);
          }}>
      <UnsavedChangesGuard when={form.dirty} hasUnsavedChanges={form.hasUnsavedChanges} />
      <WizardSteps titles={STEPS} current={step} disabled={busy} onSelect={(index) => { goTo(index).catch(() => undefined); }} />
      {form.formError && <Alert variant="danger" role="alert">{form.formError}</Alert>}
      {resolveFailure && step === ENTITIES_STEP && (
        <Alert variant="danger" role="alert">The chosen entities could not be resolved: {resolveFailure}</Alert>
      )}
      <h2 ref={stepHeading} tabIndex={-1} className="h5 mb-3">{STEPS[step]}</h2>
      {step === GENERAL_STEP && <GeneralStep form={form} />}
      {step === ENTITIES_STEP && (
        <EntitySelectionStep idPrefix={form.formId} available={available} catalogFailure={catalogFailure} onRetryCatalog={retryCatalog}
                             revision={fromRevision} selection={values.selection} error={form.errors.selection} disabled={busy}
                             onChange={(selection) => { form.setValue('selection', selection); form.markTouched('selection'); }} />
      )}
      {step === PARAMETERS_STEP && (
        <ParametersStep entities={entities} packEntityIds={packEntityIds} parameters={values.parameters} applied={values.applied} onChange={setParameters} />
      )}
      {isLast && <PreviewStep pack={buildPack(pack, values, entities)} />}
      {resolving && <Spinner text="Resolving the chosen entities…" />}
      <div className="console-form-buttons mt-3">
        {step > GENERAL_STEP && <Button variant="outline-secondary" disabled={busy} onClick={() => setStep(step - 1)}>Back</Button>}
        {!isLast && <Button variant="primary" disabled={busy} onClick={() => { goTo(step + 1).catch(() => undefined); }}>Next</Button>}
        {isLast && (
          <Button type="submit" variant="primary" disabled={busy}>
            {form.submitting ? 'Saving…' : (editing ? `Create revision ${pack.rev}` : 'Create content pack')}
          </Button>
        )}
        <Link to={cancelTo} className="btn btn-outline-secondary">Cancel</Link>
      </div>
    </form>
  );
};

export default ContentPackWizard;
