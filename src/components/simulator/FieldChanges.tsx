import React from 'react';

import { fieldValueText } from '@/components/messages/messageFields';
import type { FieldChange } from '@/stores/simulator/SimulatorStore';

import './simulator.css';

const MARKERS = { added: '+', removed: '−', changed: '~' } as const;

const typeName = (value: unknown): string => {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'list' : typeof value;
};

/**
 * A value as text, never as markup; an empty string is said so rather than shown as nothing, and `withType` names
 * the value's type (for a change that reads the same as text: the number 200 became the string "200").
 */
const Value = ({ value, className = '', withType = false }: { value: unknown, className?: string, withType?: boolean }) => {
  const text = fieldValueText(value);
  return (
    <span className={className}>
      {text === '' ? <span className="fst-italic">empty</span> : text}
      {withType && <span className="fst-italic"> ({typeName(value)})</span>}
    </span>
  );
};

const Changed = ({ before, after }: { before: unknown, after: unknown }) => {
  const readsTheSame = fieldValueText(before) === fieldValueText(after);
  return (
    <>
      <Value value={before} className="console-field-diff-old" withType={readsTheSame} />
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> becomes </span>
      <Value value={after} withType={readsTheSame} />
    </>
  );
};

const ChangeLine = ({ change }: { change: FieldChange }) => (
  <li className={`console-field-diff-${change.change}`}>
    <span className="console-field-diff-marker" aria-hidden="true">{MARKERS[change.change]}</span>
    <span className="visually-hidden">{change.change}: </span>
    <span className="console-field-diff-name">{change.field}</span>
    <span className="console-field-diff-value">
      {change.change === 'added' && <Value value={change.after} />}
      {change.change === 'removed' && <Value value={change.before} />}
      {change.change === 'changed' && <Changed before={change.before} after={change.after} />}
    </span>
  </li>
);

type Props = {
  changes: ReadonlyArray<FieldChange>,
  /** Said when nothing changed. */
  none: string,
  label: string,
};

/** Fields added (green, +), removed (red, −) and changed (old → new), one per line. */
const FieldChanges = ({ changes, none, label }: Props) => (
  changes.length === 0
    ? <p className="mb-0 text-body-secondary">{none}</p>
    : (
      <ul className="console-field-diff" aria-label={label}>
        {changes.map((change) => <ChangeLine key={`${change.change}-${change.field}`} change={change} />)}
      </ul>
    )
);

export default FieldChanges;
