import React, { useEffect, useState } from 'react';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import { reasonOf } from '@/logic/errors/FetchError';
import { ConfigurationVariablesActions } from '@/stores/sidecars/ConfigurationVariablesStore';
import type { Configuration, ConfigurationVariable } from '@/stores/sidecars/sidecarTypes';

type Props = { variable: ConfigurationVariable, onClose: () => void, onDeleted: () => void };

/** Asks before deleting a variable, listing the configurations that use it first (Graylog refuses those). */
const DeleteVariableDialog = ({ variable, onClose, onDeleted }: Props) => {
  const [using, setUsing] = useState<{ list?: Array<Configuration>, failure?: string }>({});
  useEffect(() => {
    let active = true;
    ConfigurationVariablesActions.configurationsUsing(variable).then(
      (list) => { if (active) setUsing({ list }); },
      (error: unknown) => { if (active) setUsing({ failure: reasonOf(error) }); },
    );
    return () => { active = false; };
  }, [variable]);
  const remove = () => ConfigurationVariablesActions.delete(variable).then(onDeleted);
  let usage: React.ReactNode = <p className="mb-0 text-body-secondary">Checking which configurations use it…</p>;
  if (using.failure) usage = <p className="mb-0 text-danger">Could not find out which configurations use it: {using.failure}</p>;
  else if (using.list && using.list.length === 0) usage = <p className="mb-0">No configuration uses it.</p>;
  else if (using.list) {
    usage = (
      <>
        <p className="mb-1">It is used by these configurations, so it cannot be deleted before they stop using it:</p>
        <ul className="mb-0">{using.list.map((configuration) => <li key={configuration.id} className="text-break">{configuration.name}</li>)}</ul>
      </>
    );
  }
  return (
    <ConfirmDialog show title="Delete variable" confirmLabel="Delete" onConfirm={remove} onCancel={onClose}>
      <p>Do you really want to delete variable <b className="text-break">{`\${user.${variable.name}}`}</b>?</p>
      {usage}
    </ConfirmDialog>
  );
};

export default DeleteVariableDialog;
