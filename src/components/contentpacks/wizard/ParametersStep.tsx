import React, { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { AppliedParameter, AppliedParameters } from '@/stores/contentpacks/contentPackModel';
import { entityTitle, valuePaths } from '@/stores/contentpacks/contentPackModel';
import type { ContentPackEntity, ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

import ContentPackEntitiesTable from '../ContentPackEntitiesTable';
import ContentPackParametersTable from '../ContentPackParametersTable';

import ApplyParametersDialog from './ApplyParametersDialog';
import ParameterDialog from './ParameterDialog';
import { appliedFor, parameterInUse, renameApplied } from './wizardValues';

type Props = {
  entities: ReadonlyArray<ContentPackEntity>,
  /** Ids of entities that come from the revision being edited, not from this server. */
  packEntityIds: ReadonlySet<string>,
  parameters: ReadonlyArray<ContentPackParameter>,
  applied: AppliedParameters,
  onChange: (parameters: Array<ContentPackParameter>, applied: AppliedParameters) => void,
};

type Dialog =
  | { kind: 'parameter', parameter?: ContentPackParameter }
  | { kind: 'delete', parameter: ContentPackParameter }
  | { kind: 'apply', entityId: string };

/**
 * Step 3: the pack's parameters, and for each entity which of its values they replace. An installation asks
 * for each parameter's value (its default prefilled) and puts it where the parameter is referred to.
 */
const ParametersStep = ({ entities, packEntityIds, parameters, applied, onChange }: Props) => {
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const inPack = useMemo(() => appliedFor(applied, entities), [applied, entities]);
  const isUsed = (parameter: ContentPackParameter) => parameterInUse(applied, entities, parameter.name);

  const saveParameter = (saved: ContentPackParameter, edited?: ContentPackParameter) => {
    const others = parameters.filter((parameter) => parameter.name !== edited?.name);
    onChange([...others, saved], edited ? renameApplied(applied, edited.name, saved.name) : applied);
    setDialog(undefined);
  };
  const deleteParameter = (deleted: ContentPackParameter) => {
    onChange(parameters.filter((parameter) => parameter.name !== deleted.name), applied);
    setDialog(undefined);
  };
  const applyTo = (entityId: string, list: Array<AppliedParameter>) => {
    const { [entityId]: _replaced, ...rest } = applied;
    onChange([...parameters], list.length > 0 ? { ...rest, [entityId]: list } : rest);
  };

  const extraColumns = useMemo((): Array<ColumnDefinition<ContentPackEntity>> => [
    { id: 'origin', title: 'Origin', width: '8rem', render: (entity) => (packEntityIds.has(entity.id) ? 'Revision' : 'This server') },
    { id: 'parameters', title: 'Parameters', width: '7rem', render: (entity) => (inPack[entity.id] ?? []).length },
  ], [packEntityIds, inPack]);

  const applyEntity = dialog?.kind === 'apply' ? entities.find((entity) => entity.id === dialog.entityId) : undefined;
  return (
    <>
      <section aria-labelledby="content-pack-parameters-heading" className="mb-4">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h3 id="content-pack-parameters-heading" className="h6 mb-0">Parameters</h3>
          <Button size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'parameter' })}>Create parameter</Button>
        </div>
        <ContentPackParametersTable parameters={parameters} isUsed={isUsed} renderActions={(parameter) => (
          <div className="d-flex gap-1 justify-content-end">
            <Button size="sm" variant="outline-secondary" onClick={() => setDialog({ kind: 'parameter', parameter })} aria-label={`Edit parameter ${parameter.name}`}>Edit</Button>
            <Button size="sm" variant="outline-danger" disabled={isUsed(parameter)} title={isUsed(parameter) ? 'Still in use' : undefined}
                    onClick={() => setDialog({ kind: 'delete', parameter })} aria-label={`Delete parameter ${parameter.name}`}>Delete</Button>
          </div>
        )} />
      </section>
      <section aria-labelledby="content-pack-entities-heading">
        <h3 id="content-pack-entities-heading" className="h6">Entities</h3>
        <p className="small text-body-secondary">
          The chosen entities and what they need (the server adds those). Choose which of their values a parameter replaces.
        </p>
        <ContentPackEntitiesTable entities={entities} parameters={parameters} extraColumns={extraColumns} renderActions={(entity) => {
          const references = valuePaths(entity.data).filter((path) => path.isReference).length;
          return (
            <Button size="sm" variant="outline-primary" disabled={parameters.length === 0 || references === 0}
                    title={parameters.length === 0 ? 'Create a parameter first' : undefined}
                    aria-label={`Parameters of ${entity.type.name} ${entityTitle(entity, parameters)}`}
                    onClick={() => setDialog({ kind: 'apply', entityId: entity.id })}>
              Parameters…
            </Button>
          );
        }} />
      </section>
      {dialog?.kind === 'parameter' && (
        <ParameterDialog parameter={dialog.parameter} parameters={parameters} onClose={() => setDialog(undefined)}
                         onSave={(saved) => saveParameter(saved, dialog.parameter)} />
      )}
      <ConfirmDialog show={dialog?.kind === 'delete'} title="Delete parameter" confirmLabel="Delete" onCancel={() => setDialog(undefined)}
                     onConfirm={() => { if (dialog?.kind === 'delete') deleteParameter(dialog.parameter); }}>
        Do you really want to delete parameter <b className="text-break">{dialog?.kind === 'delete' ? dialog.parameter.title : ''}</b>?
      </ConfirmDialog>
      {applyEntity && (
        <ApplyParametersDialog entity={applyEntity} parameters={parameters} applied={applied[applyEntity.id] ?? []}
                               onChange={(list) => applyTo(applyEntity.id, list)} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
};

export default ParametersStep;
