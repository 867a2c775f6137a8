import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, ProgressBar } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import { FetchError, reasonOf } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';

import { countOf } from './tableTexts';
import type { BulkAction, EntityName } from './types';

type Failure = { description: string, reason: string };
type Outcome = { label: string, done: number, failures: Array<Failure> };

type Props<E> = {
  actions: Array<BulkAction<E>>,
  selected: Array<E>,
  entityName: EntityName,
  onClear: () => void,
  /** After a run: which entities failed and still exist (they stay selected); the table reloads. */
  onFinished: (failed: Array<E>) => void,
  /**
   * The bar is shown only while something is selected. When it goes (cleared, or a run that left nothing
   * selected) while it holds the focus, this puts the focus somewhere sensible instead of the page's start.
   */
  onFocusLost: () => void,
};

/**
 * The bar's region. Its layout effect's cleanup runs while the region is still in the document, so it can
 * tell whether the focus is inside and hand it on before it would drop to the body.
 */
const SelectionBar = ({ onFocusLost, children }: { onFocusLost: () => void, children: React.ReactNode }) => {
  const region = useRef<HTMLDivElement>(null);
  const onFocusLostRef = useRef(onFocusLost);
  onFocusLostRef.current = onFocusLost;
  useLayoutEffect(() => {
    const element = region.current;
    return () => {
      if (element?.contains(document.activeElement)) onFocusLostRef.current();
    };
  }, []);
  return <div ref={region} className="console-bulk-actions" role="region" aria-label="Bulk actions">{children}</div>;
};

/** How many entities a confirmation names before it says "and N more". */
const NAMED_IN_CONFIRMATION = 10;

/**
 * "N selected" with the bulk actions. A run goes through the selection one entity at a time, showing
 * progress; then a toast says it is done, or an alert lists each entity that failed and why.
 */
const BulkActions = <E, >({ actions, selected, entityName, onClear, onFinished, onFocusLost }: Props<E>) => {
  const [progress, setProgress] = useState<{ label: string, done: number, total: number } | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [confirming, setConfirming] = useState<BulkAction<E> | undefined>();
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const run = async (action: BulkAction<E>) => {
    const targets = selected.slice();
    const failed: Array<E> = [];
    const failures: Array<Failure> = [];
    setOutcome(undefined);
    setProgress({ label: action.label, done: 0, total: targets.length });
    // One at a time: progress means something, and the server is not flooded by a large selection.
    for (const [index, entity] of targets.entries()) {
      try {
        await action.run(entity);
      } catch (error) {
        // An entity the server no longer knows (deleted meanwhile) is reported, but not kept selected:
        // it is on no page any more, so a selection of it could never be seen or cleared.
        if (!(error instanceof FetchError && error.status === 404)) failed.push(entity);
        failures.push({ description: action.describe(entity), reason: reasonOf(error) });
      }
      if (mounted.current) setProgress({ label: action.label, done: index + 1, total: targets.length });
    }
    if (!mounted.current) return;
    setProgress(undefined);
    const done = targets.length - failed.length;
    if (failures.length === 0) {
      UserNotification.success(`${action.label}: ${countOf(done, entityName)} done`);
    } else {
      setOutcome({ label: action.label, done, failures });
    }
    onFinished(failed);
  };

  const start = (action: BulkAction<E>) => {
    if (action.variant === 'danger') {
      setConfirming(action);
    } else {
      run(action);
    }
  };

  const named = selected.slice(0, NAMED_IN_CONFIRMATION);
  const running = progress !== undefined;
  // While a run goes on the buttons are marked unavailable rather than disabled: a disabled button loses
  // the focus (and the confirmation could not give it back to the button that opened it), which would
  // leave a keyboard user at the start of the page.
  const whileRunning = { 'aria-disabled': running, className: running ? 'disabled' : undefined };
  return (
    <>
      {selected.length > 0 && (
        <SelectionBar onFocusLost={onFocusLost}>
          <span className="fw-semibold">{selected.length} selected</span>
          {actions.map((action) => (
            <Button key={action.label} size="sm" variant={action.variant === 'danger' ? 'outline-danger' : 'outline-primary'}
                    {...whileRunning} onClick={() => { if (!running) start(action); }}>
              {action.label}
            </Button>
          ))}
          <Button size="sm" variant="link" {...whileRunning} onClick={() => { if (!running) onClear(); }}>Clear selection</Button>
          {progress && (
            <div className="console-bulk-progress" role="status">
              <span>{progress.label}: {progress.done} of {progress.total}…</span>
              <ProgressBar now={progress.done} max={progress.total} aria-label={`${progress.label} progress`} />
            </div>
          )}
        </SelectionBar>
      )}
      {outcome && (
        <Alert variant="danger" dismissible onClose={() => setOutcome(undefined)} className="console-bulk-failures">
          <p className="fw-semibold mb-1">
            {outcome.label}: {countOf(outcome.failures.length, entityName)} failed{outcome.done > 0 ? `, ${outcome.done} done` : ''}.
          </p>
          <ul className="mb-0">
            {/* Descriptions need not be unique; the list never reorders. */}
            {outcome.failures.map((failure, index) => <li key={index}>{failure.description}: {failure.reason}</li>)}
          </ul>
        </Alert>
      )}
      {confirming && (
        <ConfirmDialog show title={confirming.label} confirmLabel={confirming.label}
                       onCancel={() => setConfirming(undefined)}
                       onConfirm={() => { setConfirming(undefined); run(confirming); }}>
          <p>Do you really want to apply &quot;{confirming.label}&quot; to {countOf(selected.length, entityName)}?</p>
          <ul className="mb-0">
            {named.map((entity, index) => <li key={index}>{confirming.describe(entity)}</li>)}
            {selected.length > named.length && <li>and {selected.length - named.length} more</li>}
          </ul>
        </ConfirmDialog>
      )}
    </>
  );
};

export default BulkActions;
