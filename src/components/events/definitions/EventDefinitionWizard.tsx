import React, { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import UnsavedChangesGuard from '@/components/common/form/UnsavedChangesGuard';
import WizardSteps from '@/components/common/WizardSteps';
import { useEntityForm } from '@/components/common/form/useEntityForm';
import { isPermitted } from '@/logic/permissions';
import type { ConfigFieldErrors, EventDefinitionType } from '@/plugin-api/PluginExports';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import { useStore } from '@/stores/connect';
import type { EventDefinition } from '@/stores/events/EventDefinitionsStore';
import { EventDefinitionsActions } from '@/stores/events/EventDefinitionsStore';
import type { EventEntityTypes } from '@/stores/events/EntityTypesStore';
import { EntityTypesActions } from '@/stores/events/EntityTypesStore';
import type { EventNotification } from '@/stores/events/EventNotificationsStore';
import { EventNotificationsActions } from '@/stores/events/EventNotificationsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { configRefusal, errorsAfterChange, presentErrors } from '../configRefusal';
import { definitionTypeOf, offeredDefinitionTypes } from '../eventTypeRegistry';

import ConditionStep from './ConditionStep';
import DefinitionSummary from './DefinitionSummary';
import type { DefinitionFormValues } from './definitionFormValues';
import {
  CONDITION_STEP, DETAILS_STEP, FIELDS_STEP, initialDefinitionValues, NOTIFICATIONS_STEP, placeDefinitionRefusal, stepOfField, STEPS, SUMMARY_STEP,
  switchedConfig, toDefinitionRequest, validateDefinition,
} from './definitionFormValues';
import DetailsStep from './DetailsStep';
import FieldsStep from './FieldsStep';
import NotificationsStep from './NotificationsStep';

type Props = {
  /** The stored definition when editing; a new one otherwise. */
  definition?: EventDefinition,
  /** Whether the stored definition is scheduled now (the switch on the summary starts there). */
  scheduled?: boolean,
  onSaved: (definition: EventDefinition) => void,
  cancelTo: string,
};

/** The fields each step shows, for the checks made before leaving it. */
const STEP_FIELDS: { [step: number]: Array<keyof DefinitionFormValues> } = {
  [DETAILS_STEP]: ['title', 'description', 'priority'],
  [FIELDS_STEP]: ['field_spec'],
  [NOTIFICATIONS_STEP]: ['notifications', 'notification_settings'],
};

const useEntityTypes = (): EventEntityTypes | undefined => {
  const [entityTypes, setEntityTypes] = useState<EventEntityTypes | undefined>();
  useEffect(() => {
    let active = true;
    EntityTypesActions.get().then((loaded) => { if (active) setEntityTypes(loaded); }, () => {});
    return () => { active = false; };
  }, []);
  return entityTypes;
};

const useNotifications = (): [Array<EventNotification> | undefined, (notification: EventNotification) => void] => {
  const [notifications, setNotifications] = useState<Array<EventNotification> | undefined>();
  useEffect(() => {
    let active = true;
    EventNotificationsActions.listAll().then((loaded) => { if (active) setNotifications(loaded); }, () => { if (active) setNotifications([]); });
    return () => { active = false; };
  }, []);
  const add = (notification: EventNotification) => setNotifications((known) => [...(known ?? []), notification]);
  return [notifications, add];
};

/**
 * The event definition form as five steps: details, condition, fields, notifications, summary. Each step
 * checks its fields before the next; saving checks all, and a refusal leads to the first step it concerns,
 * with each reason at its field (no toast).
 */
const EventDefinitionWizard = ({ definition, scheduled = false, onSaved, cancelTo }: Props) => {
  const registered = usePluginEntities('eventDefinitionTypes');
  const entityTypes = useEntityTypes();
  const offered = useMemo(() => offeredDefinitionTypes(registered, entityTypes?.processor_types), [registered, entityTypes]);
  const [notifications, addNotification] = useNotifications();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [step, setStep] = useState(DETAILS_STEP);
  const [configErrors, setConfigErrors] = useState<ConfigFieldErrors>({});
  const [checking, setChecking] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const form = useEntityForm<DefinitionFormValues>({
    initialValues: initialDefinitionValues(definition, scheduled, registered[0]),
    validate: validateDefinition,
    onSubmit: async (values) => {
      const conditionType = definitionTypeOf(registered, values.config);
      const problems = presentErrors(await conditionType?.validate?.(values.config) ?? {});
      setConfigErrors(problems);
      if (Object.keys(problems).length > 0) {
        setStep(CONDITION_STEP);
        throw configRefusal();
      }
      const request = toDefinitionRequest(values, definition);
      try {
        return definition
          ? await EventDefinitionsActions.update(definition.id, request, values.schedule)
          : await EventDefinitionsActions.create(request, values.schedule);
      } catch (error) {
        const placed = placeDefinitionRefusal(error);
        setConfigErrors(placed.configErrors);
        if (placed.step !== undefined) setStep(placed.step);
        throw placed.formError;
      }
    },
    onSuccess: (saved) => onSaved(saved as EventDefinition),
  });

  // A newly opened step is announced by moving the focus to its heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) { firstRender.current = false; return; }
    stepHeading.current?.focus();
  }, [step]);

  const { values } = form;
  const conditionType = definitionTypeOf(registered, values.config);
  const setConfig = (config: DefinitionFormValues['config']) => {
    setConfigErrors((previous) => errorsAfterChange(previous, values.config, config));
    form.setValue('config', config);
  };
  const chooseType = (type: EventDefinitionType) => {
    setConfigErrors({});
    form.setValue('config', switchedConfig(values.config, conditionType, type));
  };

  /** The step's own checks; true when it may be left forward. */
  const stepPasses = async (current: number): Promise<boolean> => {
    if (current === CONDITION_STEP) {
      setChecking(true);
      try {
        const problems = presentErrors(await conditionType?.validate?.(values.config) ?? {});
        setConfigErrors(problems);
        return Object.keys(problems).length === 0 && conditionType !== undefined;
      } finally {
        setChecking(false);
      }
    }
    const fields = STEP_FIELDS[current] ?? [];
    fields.forEach((field) => form.markTouched(field));
    const errors = validateDefinition(values);
    return !fields.some((field) => errors[field]);
  };

  const goTo = async (target: number) => {
    if (target > step && !(await stepPasses(step))) return;
    setStep(target);
  };

  const save = () => {
    const browserErrors = Object.keys(validateDefinition(values));
    if (browserErrors.length > 0) setStep(Math.min(...browserErrors.map(stepOfField)));
    form.handleSubmit();
  };

  const providerTypes = entityTypes?.field_provider_types ?? ['template-v1'];
  const busy = form.submitting || checking;
  const isLast = step === SUMMARY_STEP;
  return (
    <form noValidate aria-busy={busy}
          onSubmit={(event) => {
            // Enter in a field moves on, as Next does; only the last step saves.
            event.preventDefault();
            if (busy) return;
            if (isLast) save(); else goTo(step + 1).catch(() => {});
          }}>
      <UnsavedChangesGuard when={form.dirty} hasUnsavedChanges={form.hasUnsavedChanges} />
      <WizardSteps titles={STEPS} current={step} disabled={busy} onSelect={(index) => { goTo(index).catch(() => {}); }} />
      {form.formError && <Alert variant="danger" role="alert">{form.formError}</Alert>}
      <h2 ref={stepHeading} tabIndex={-1} className="h5 mb-3">{STEPS[step]}</h2>
      {step === DETAILS_STEP && <DetailsStep form={form} />}
      {step === CONDITION_STEP && (
        <ConditionStep idPrefix={form.formId} types={offered} current={conditionType} config={values.config} onTypeChange={chooseType}
                       onConfigChange={setConfig} errors={configErrors} configError={form.errors.config} disabled={busy} />
      )}
      {step === FIELDS_STEP && <FieldsStep form={form} providerTypes={providerTypes} />}
      {step === NOTIFICATIONS_STEP && (
        <NotificationsStep form={form} notifications={notifications} onCreated={addNotification}
                           mayCreate={isPermitted(permissions, 'eventnotifications:create')} />
      )}
      {isLast && (
        <>
          <DefinitionSummary definition={toDefinitionRequest(values, definition)} conditionType={conditionType} notifications={notifications} />
          <Form.Check type="switch" id={`${form.formId}-schedule`} className="mt-3" label="Enable: evaluate this definition on its schedule"
                      checked={values.schedule} disabled={busy} onChange={(event: React.ChangeEvent<HTMLInputElement>) => form.setValue('schedule', event.target.checked)} />
        </>
      )}
      <div className="console-form-buttons mt-3">
        {step > DETAILS_STEP && <Button variant="outline-secondary" disabled={busy} onClick={() => setStep(step - 1)}>Back</Button>}
        {!isLast && (
          <Button variant="primary" disabled={busy} onClick={() => { goTo(step + 1).catch(() => {}); }}>
            {checking ? 'Checking…' : 'Next'}
          </Button>
        )}
        {isLast && <Button type="submit" variant="primary" disabled={busy}>{form.submitting ? 'Saving…' : definition ? 'Update event definition' : 'Create event definition'}</Button>}
        <Link to={cancelTo} className="btn btn-outline-secondary">Cancel</Link>
      </div>
    </form>
  );
};

export default EventDefinitionWizard;
