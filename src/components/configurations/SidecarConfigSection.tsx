import React, { useState } from 'react';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { ClusterConfigActions } from '@/stores/configurations/ClusterConfigStore';
import type { SidecarConfiguration } from '@/stores/configurations/clusterConfigTypes';
import { SIDECAR_CONFIGURATION } from '@/stores/configurations/clusterConfigTypes';
import { describePeriod } from '@/util/durations';

import ConfigSection, { Setting } from './ConfigSection';
import { normalizePeriod, periodError } from './periods';

type Props = {
  config: SidecarConfiguration,
  mayEdit: boolean,
  onSaved: (config: SidecarConfiguration) => void,
};

const PERIOD_FIELDS = ['sidecar_inactive_threshold', 'sidecar_expiration_threshold', 'sidecar_update_interval'] as const;

export const validateSidecar = (values: SidecarConfiguration) => Object.fromEntries(
  PERIOD_FIELDS.map((field) => [field, periodError(values[field])]),
);

export const sidecarConfiguration = (values: SidecarConfiguration): SidecarConfiguration => ({
  ...values,
  sidecar_inactive_threshold: normalizePeriod(values.sidecar_inactive_threshold),
  sidecar_expiration_threshold: normalizePeriod(values.sidecar_expiration_threshold),
  sidecar_update_interval: normalizePeriod(values.sidecar_update_interval),
});

const PeriodValue = ({ period }: { period: string }) => <><code>{period}</code> ({describePeriod(period)})</>;

const SidecarConfigDialog = ({ config, onClose, onSaved }: { config: SidecarConfiguration, onClose: () => void, onSaved: Props['onSaved'] }) => {
  const form = useEntityForm<SidecarConfiguration>({
    initialValues: config,
    validate: validateSidecar,
    onSubmit: (values) => ClusterConfigActions.update(SIDECAR_CONFIGURATION, sidecarConfiguration(values)),
    onSuccess: (saved) => { onSaved(saved as SidecarConfiguration); onClose(); },
  });
  return (
    <EntityFormDialog form={form} title="Update sidecars configuration" submitLabel="Update configuration" onClose={onClose}>
      <FormField form={form} name="sidecar_inactive_threshold" label="Inactive threshold" required
                 help="An ISO 8601 period: a sidecar that has not reported for this long is shown as inactive." />
      <FormField form={form} name="sidecar_expiration_threshold" label="Expiration threshold" required
                 help="An ISO 8601 period: an inactive sidecar is removed after this long." />
      <FormField form={form} name="sidecar_update_interval" label="Update interval" required
                 help="An ISO 8601 period: how often sidecars ask for their configuration." />
      <FormField form={form} type="checkbox" name="sidecar_send_status" label="Sidecars send their status" />
      <FormField form={form} type="checkbox" name="sidecar_configuration_override" label="Override the configuration sidecars have locally" />
    </EntityFormDialog>
  );
};

/** The sidecars configuration (Graylog's SidecarConfiguration): its values, and a form to change them. */
const SidecarConfigSection = ({ config, mayEdit, onSaved }: Props) => {
  const [editing, setEditing] = useState(false);
  return (
    <ConfigSection title="Sidecars configuration" description="How the server treats the sidecars that manage log collectors."
                   onEdit={mayEdit ? () => setEditing(true) : undefined}>
      <dl className="row mb-0">
        <Setting label="Inactive threshold"><PeriodValue period={config.sidecar_inactive_threshold} /></Setting>
        <Setting label="Expiration threshold"><PeriodValue period={config.sidecar_expiration_threshold} /></Setting>
        <Setting label="Update interval"><PeriodValue period={config.sidecar_update_interval} /></Setting>
        <Setting label="Send status">{config.sidecar_send_status ? 'yes' : 'no'}</Setting>
        <Setting label="Override configuration">{config.sidecar_configuration_override ? 'yes' : 'no'}</Setting>
      </dl>
      {editing && <SidecarConfigDialog config={config} onClose={() => setEditing(false)} onSaved={onSaved} />}
    </ConfigSection>
  );
};

export default SidecarConfigSection;
