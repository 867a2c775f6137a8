import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { StaticFieldsActions } from '@/stores/inputs/StaticFieldsStore';

type Props = {
  input: InputSummary,
  /** Whether the current user may change the input (and so its static fields). */
  mayEdit: boolean,
  /** After a field was removed. */
  onChanged: () => void,
};

/** The input's static fields as key = value, each removable after a confirmation naming it. */
const StaticFieldsCell = ({ input, mayEdit, onChanged }: Props) => {
  const [removing, setRemoving] = useState<string | undefined>();
  const fields = Object.entries(input.static_fields ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (fields.length === 0) {
    return <span className="text-body-secondary">None</span>;
  }

  const remove = () => {
    if (removing === undefined) return undefined;
    return StaticFieldsActions.delete(input, removing).then(() => {
      setRemoving(undefined);
      onChanged();
    });
  };

  return (
    <>
      <ul className="list-unstyled mb-0 d-flex flex-wrap gap-1 small">
        {fields.map(([key, value]) => (
          <li key={key} className="d-inline-flex align-items-center gap-1 border rounded bg-body-tertiary px-2 py-1 mw-100">
            <span><code className="text-nowrap">{key}</code><span className="text-body-secondary"> = </span><span className="text-break">{value}</span></span>
            {mayEdit && (
              <Button variant="link" size="sm" className="p-0 lh-1 text-danger text-decoration-none"
                      aria-label={`Remove static field ${key} from input ${input.title}`} title="Remove"
                      onClick={() => setRemoving(key)}>
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog show={removing !== undefined} title="Remove static field" confirmLabel="Remove"
                     onConfirm={remove} onCancel={() => setRemoving(undefined)}>
        Do you really want to remove static field <b>{removing}</b> from input <b>{input.title}</b>? Messages received
        from now on no longer get it.
      </ConfirmDialog>
    </>
  );
};

export default StaticFieldsCell;
