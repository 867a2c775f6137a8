import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';

import EntityForm from '@/components/common/form/EntityForm';
import useEntityForm from '@/components/common/form/useEntityForm';
import WizardSteps from '@/components/common/WizardSteps';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import type { AuthenticationBackend } from '@/stores/authentication/authenticationTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { mayTestBackend } from './authenticationPermissions';
import ConnectionTest from './ConnectionTest';
import LoginTest from './LoginTest';
import ServerConfigFields from './ServerConfigFields';
import type { ServiceType } from './serviceTypes';
import useRoleList from './useRoleList';
import UserSyncFields from './UserSyncFields';
import type { StepKey, WizardValues } from './wizardValues';
import {
  firstStepWithErrors,
  SERVER_CONFIG_STEP,
  STEP_KEYS,
  STEP_TITLES,
  stepHasErrors,
  toBackendRequest,
  USER_SYNC_STEP,
  validateWizard,
  withWizardFieldNames,
} from './wizardValues';

type Props = {
  serviceType: ServiceType,
  initialValues: WizardValues,
  initialStep: StepKey,
  /** The service being edited; none when creating one. */
  backend?: AuthenticationBackend,
  cancelTo: string,
  onSaved: (backend: AuthenticationBackend) => void,
};

/**
 * The directory service wizard: server configuration, then user synchronization, with the connection and
 * login tests beside them. Both steps are one form, so Save sends everything and a refusal is shown at its
 * field, on its step, with nothing typed lost.
 */
const BackendWizard = ({ serviceType, initialValues, initialStep, backend, cancelTo, onSaved }: Props) => {
  const editing = backend !== undefined;
  const backendId = backend?.id;
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const roleList = useRoleList(isPermitted(userPermissions, 'roles:read'));
  const [step, setStep] = useState<StepKey>(initialStep);
  const stepsRef = useRef<HTMLDivElement>(null);
  const focusInvalid = useRef(false);

  const form = useEntityForm<WizardValues>({
    initialValues,
    validate: validateWizard(serviceType, { rolesListed: roleList.roles !== undefined }),
    onSubmit: (values) => {
      const request = toBackendRequest(values, serviceType, editing);
      const saved = backendId ? AuthenticationActions.update(backendId, request) : AuthenticationActions.create(request);
      return saved.catch((error: unknown) => { throw withWizardFieldNames(error); });
    },
    onSuccess: (saved) => onSaved(saved as AuthenticationBackend),
  });
  const { dirty, reset, submitCount, submitting, errors } = form;

  // A new service starts with the Reader role, as in Graylog, once the roles are known (untouched forms only).
  const reader = roleList.roles?.find((role) => role.name === 'Reader');
  useEffect(() => {
    if (!editing && reader && !dirty && initialValues.default_roles.length === 0) {
      reset({ ...initialValues, default_roles: [reader.id] });
    }
  }, [editing, reader, dirty, reset, initialValues]);

  // After a refused save, open the first step that needs attention if the current one does not.
  useEffect(() => {
    if (submitCount === 0 || submitting) return;
    const invalidStep = firstStepWithErrors(errors);
    if (invalidStep && !stepHasErrors(errors, step)) {
      focusInvalid.current = true;
      setStep(invalidStep);
    }
    // Only a finished submit decides; errors changing while typing do not move the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, submitting]);
  useEffect(() => {
    if (focusInvalid.current) {
      focusInvalid.current = false;
      stepsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [step]);

  const request = useCallback(() => toBackendRequest(form.values, serviceType, editing), [form.values, serviceType, editing]);

  return (
    <Row className="g-4">
      <Col lg={8}>
        <WizardSteps titles={STEP_KEYS.map((key) => STEP_TITLES[key])} current={STEP_KEYS.indexOf(step)}
                     onSelect={(index) => setStep(STEP_KEYS[index])} needsAttention={(index) => stepHasErrors(errors, STEP_KEYS[index])} />
        <div ref={stepsRef}>
          <EntityForm form={form} submitLabel={editing ? 'Save service' : 'Create service'} cancelTo={cancelTo}>
            {step === SERVER_CONFIG_STEP && (
              <ServerConfigFields form={form} serviceType={serviceType} passwordIsSet={Boolean(backend?.config.system_user_password?.is_set)} />
            )}
            {step === USER_SYNC_STEP && <UserSyncFields form={form} serviceType={serviceType} roleList={roleList} />}
            <div className="mb-3">
              {step === SERVER_CONFIG_STEP
                ? <Button variant="outline-secondary" onClick={() => setStep(USER_SYNC_STEP)}>Next: {STEP_TITLES[USER_SYNC_STEP]}</Button>
                : <Button variant="outline-secondary" onClick={() => setStep(SERVER_CONFIG_STEP)}>Back: {STEP_TITLES[SERVER_CONFIG_STEP]}</Button>}
            </div>
          </EntityForm>
        </div>
      </Col>
      {mayTestBackend(userPermissions) && (
        <Col lg={4}>
          <Card>
            <Card.Body>
              <ConnectionTest request={request} backendId={backendId} />
              <LoginTest request={request} backendId={backendId} idPrefix={form.formId} />
            </Card.Body>
          </Card>
        </Col>
      )}
    </Row>
  );
};

export default BackendWizard;
