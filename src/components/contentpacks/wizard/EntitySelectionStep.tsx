import React, { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';

import { errorIdOf } from '@/components/common/form/FormGroup';
import Spinner from '@/components/common/Spinner';
import { typeTitle } from '@/stores/contentpacks/contentPackModel';

import type { ChosenEntity } from './wizardValues';
import { chosenKey } from './wizardValues';

type Props = {
  idPrefix: string,
  /** This server's entities; undefined while loading. */
  available: ReadonlyArray<ChosenEntity> | undefined,
  /** Why the catalog could not be loaded. */
  catalogFailure?: string,
  onRetryCatalog: () => void,
  /** The revision the entities marked "from revision" come from (editing). */
  revision?: number,
  selection: ReadonlyArray<ChosenEntity>,
  onChange: (selection: Array<ChosenEntity>) => void,
  error?: string,
  disabled: boolean,
};

const byTitle = (a: ChosenEntity, b: ChosenEntity) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true });

/**
 * A group with more entities than this starts folded: a server's 70 built-in grok patterns would otherwise push
 * its inputs, streams and pipelines far down the page.
 */
export const FOLD_ABOVE = 10;

/** Titles that more than one entity of the group has (sidecar collectors of the same name for two systems). */
const repeatedTitles = (entities: ReadonlyArray<ChosenEntity>): Set<string> => {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  entities.forEach((entity) => {
    if (seen.has(entity.title)) repeated.add(entity.title);
    seen.add(entity.title);
  });
  return repeated;
};

/** Shows "some of the group chosen", which HTML has no attribute for. */
const GroupBox = ({ id, checked, mixed, disabled, onChange, label }: {
  id: string, checked: boolean, mixed: boolean, disabled: boolean, onChange: () => void, label: string,
}) => {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => { if (box.current) box.current.indeterminate = mixed; }, [mixed]);
  return <input ref={box} id={id} type="checkbox" className="form-check-input" aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />;
};

/** Step 2: the entities the pack carries, grouped by type, with a filter on their titles. */
const EntitySelectionStep = ({ idPrefix, available, catalogFailure, onRetryCatalog, revision, selection, onChange, error, disabled }: Props) => {
  const [filter, setFilter] = useState('');
  // Groups the user opened or closed; the others follow FOLD_ABOVE.
  const [unfolded, setUnfolded] = useState<{ [type: string]: boolean }>({});
  const chosen = useMemo(() => new Set(selection.map(chosenKey)), [selection]);
  const groups = useMemo(() => {
    const byType = new Map<string, Array<ChosenEntity>>();
    (available ?? []).forEach((entity) => byType.set(entity.type.name, [...(byType.get(entity.type.name) ?? []), entity]));
    return Array.from(byType.entries()).sort(([a], [b]) => a.localeCompare(b)).map(([type, entities]) => ({ type, entities: entities.sort(byTitle) }));
  }, [available]);
  const needle = filter.trim().toLowerCase();
  const matches = (entity: ChosenEntity) => needle === '' || entity.title.toLowerCase().includes(needle);

  const toggle = (entity: ChosenEntity) => {
    const key = chosenKey(entity);
    onChange(chosen.has(key) ? selection.filter((item) => chosenKey(item) !== key) : [...selection, entity]);
  };
  /** Chooses or drops every entity of the group that the filter shows. */
  const toggleGroup = (entities: Array<ChosenEntity>, allChosen: boolean) => {
    const keys = new Set(entities.map(chosenKey));
    const rest = selection.filter((item) => !keys.has(chosenKey(item)));
    onChange(allChosen ? rest : [...rest, ...entities]);
  };

  return (
    <div>
      {revision !== undefined && (
        <p className="text-body-secondary">
          Choose among this server&apos;s entities and the entities of revision {revision} (marked &quot;from revision {revision}&quot;).
        </p>
      )}
      <div className="mb-3">
        <label htmlFor={`${idPrefix}-entity-filter`} className="form-label">Filter entities by title</label>
        <input id={`${idPrefix}-entity-filter`} type="search" className="form-control" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </div>
      <p aria-live="polite" className="small text-body-secondary">{selection.length === 1 ? '1 entity chosen.' : `${selection.length} entities chosen.`}</p>
      {error && <div id={errorIdOf(`${idPrefix}-selection`)} className="invalid-feedback d-block mb-2" role="alert">{error}</div>}
      {catalogFailure && (
        <Alert variant="danger">
          This server&apos;s entities could not be loaded: {catalogFailure}{' '}
          <Button size="sm" variant="outline-danger" onClick={onRetryCatalog}>Try again</Button>
        </Alert>
      )}
      {available === undefined && !catalogFailure && <Spinner text="Loading the entities of this server…" />}
      {available !== undefined && groups.length === 0 && <p>There are no entities to choose from.</p>}
      {groups.map(({ type, entities }, groupIndex) => {
        const shown = entities.filter(matches);
        if (shown.length === 0) return null;
        const chosenCount = shown.filter((entity) => chosen.has(chosenKey(entity))).length;
        const allChosen = chosenCount === shown.length;
        const groupId = `${idPrefix}-group-${groupIndex}`;
        // A filter shows what matches in every group.
        const open = needle !== '' || (unfolded[type] ?? entities.length <= FOLD_ABOVE);
        const repeated = repeatedTitles(entities);
        return (
          <fieldset key={type} className="mb-3 border rounded p-2" aria-labelledby={`${groupId}-legend`}>
            <div className="form-check">
              <GroupBox id={groupId} checked={allChosen} mixed={chosenCount > 0 && !allChosen} disabled={disabled}
                        label={`Choose all ${shown.length} of ${typeTitle(type)}`} onChange={() => toggleGroup(shown, allChosen)} />
              <legend id={`${groupId}-legend`} className="form-check-label h6 mb-1 float-none w-auto">
                <label htmlFor={groupId}>{typeTitle(type)}</label> <small className="text-body-secondary">({chosenCount} of {shown.length})</small>
                {needle === '' && (
                  <Button variant="link" size="sm" className="ms-2 p-0 align-baseline" aria-expanded={open} aria-controls={`${groupId}-list`}
                          aria-label={`${open ? 'Hide' : 'Show'} the entities of ${typeTitle(type)}`}
                          onClick={() => setUnfolded((previous) => ({ ...previous, [type]: !open }))}>
                    {open ? 'Hide' : `Show all ${shown.length}`}
                  </Button>
                )}
              </legend>
            </div>
            <ul id={`${groupId}-list`} className="list-unstyled ms-4 mb-0" hidden={!open}>
              {shown.map((entity, index) => {
                const id = `${groupId}-${index}`;
                return (
                  <li key={chosenKey(entity)} className="form-check">
                    <input id={id} type="checkbox" className="form-check-input" checked={chosen.has(chosenKey(entity))} disabled={disabled} onChange={() => toggle(entity)} />
                    <label htmlFor={id} className="form-check-label text-break">
                      {entity.title || <span className="text-body-secondary">{entity.id}</span>}
                      {entity.title && repeated.has(entity.title) && <small className="text-body-secondary ms-1">({entity.id})</small>}
                      {entity.origin === 'pack' && <Badge bg="secondary" className="ms-2">from revision {revision}</Badge>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
};

export default EntitySelectionStep;
