import React, { useEffect, useRef } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import UnsavedChangesGuard from './UnsavedChangesGuard';
import type { EntityFormState } from './useEntityForm';

type Props<V> = {
  form: EntityFormState<V>,
  /** The submit button's text, e.g. "Create user". */
  submitLabel: string,
  /** Where Cancel leads (a UI path from Routes); without it and `onCancel` there is no Cancel button. */
  cancelTo?: string,
  onCancel?: () => void,
  className?: string,
  children: React.ReactNode,
};

/**
 * The frame of an entity form: <form noValidate> (the browser checks are ours, worded alike), the
 * server's form-level refusal, the buttons, and the warning before leaving with unsaved changes.
 */
const EntityForm = <V extends object>({ form, submitLabel, cancelTo, onCancel, className, children }: Props<V>) => {
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, submitting, dirty, hasUnsavedChanges } = form;

  // After a refused submit, the keyboard user lands on the first field that needs attention.
  useEffect(() => {
    if (submitCount > 0 && !submitting) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, submitting]);

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={className} aria-busy={submitting}>
      <UnsavedChangesGuard when={dirty} hasUnsavedChanges={hasUnsavedChanges} />
      {form.formError && <Alert variant="danger" role="alert">{form.formError}</Alert>}
      {children}
      <div className="console-form-buttons">
        <Button type="submit" variant="primary" disabled={submitting}>{submitting ? 'Saving…' : submitLabel}</Button>
        {cancelTo !== undefined && <Link to={cancelTo} className="btn btn-outline-secondary">Cancel</Link>}
        {cancelTo === undefined && onCancel && <Button variant="outline-secondary" onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
};

export default EntityForm;
