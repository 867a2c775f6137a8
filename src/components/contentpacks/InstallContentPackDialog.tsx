import React, { useMemo } from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import { useEntityForm } from '@/components/common/form/useEntityForm';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import type { ContentPack, ContentPackInstallation } from '@/stores/contentpacks/contentPackTypes';

import ContentPackEntitiesTable from './ContentPackEntitiesTable';
import type { InstallValues } from './installFormValues';
import { COMMENT_FIELD, initialInstallValues, parameterField, toInstallationRequest, validateInstall } from './installFormValues';
import ParameterValueField from './ParameterValueField';

type Props = {
  /** The revision to install. */
  pack: ContentPack,
  onClose: () => void,
  onInstalled: (installation: ContentPackInstallation) => void,
};

/**
 * Installs a pack revision: a comment, and a value for each parameter (its default prefilled, an input for
 * its type). A refusal (a constraint not met, a value the server does not take) stays in the dialog.
 */
const InstallContentPackDialog = ({ pack, onClose, onInstalled }: Props) => {
  const validate = useMemo(() => validateInstall(pack.parameters), [pack.parameters]);
  const form = useEntityForm<InstallValues>({
    initialValues: initialInstallValues(pack.parameters),
    validate,
    onSubmit: (values) => ContentPacksActions.install(pack, pack.rev, toInstallationRequest(pack.parameters, values)),
    onSuccess: (installation) => onInstalled(installation as ContentPackInstallation),
  });
  return (
    <EntityFormDialog form={form} title={<>Install content pack <em>{pack.name}</em>, revision {pack.rev}</>} submitLabel="Install" onClose={onClose} size="lg">
      <FormField form={form} name={COMMENT_FIELD} label="Comment" help="Says why or where it was installed; shown with the installation." />
      {pack.parameters.length > 0 && (
        <fieldset className="mb-2">
          <legend className="h6">Parameters</legend>
          {pack.parameters.map((parameter) => (
            <ParameterValueField key={parameter.name} form={form} name={parameterField(parameter.name)} parameter={parameter} />
          ))}
        </fieldset>
      )}
      <h3 className="h6">Entities to install</h3>
      <ContentPackEntitiesTable entities={pack.entities} parameters={pack.parameters} caption="Entities to install" />
    </EntityFormDialog>
  );
};

export default InstallContentPackDialog;
