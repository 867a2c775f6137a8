import React from 'react';
import { Modal } from 'react-bootstrap';

import EntityForm from './EntityForm';
import type { EntityFormState } from './useEntityForm';

type Props<V> = {
  form: EntityFormState<V>,
  /** The dialog's heading, which also names it for assistive technology, e.g. "Create role". */
  title: React.ReactNode,
  /** The submit button's text. */
  submitLabel: string,
  onClose: () => void,
  size?: 'lg',
  /**
   * 'static' keeps a click beside the dialog from closing it, for forms that take long to fill in. Once
   * something was typed, a click beside it never closes it: Cancel, Escape and the close button still do.
   */
  backdrop?: 'static',
  children: React.ReactNode,
};

/**
 * An entity form in a modal dialog. While the form is being saved, neither Escape, the close button nor
 * Cancel closes it: the answer would otherwise arrive for a form that is gone. Leaving the page with unsaved
 * input is guarded by the form inside (one guard with the page's own, see UnsavedChangesGuard).
 */
const EntityFormDialog = <V extends object>({ form, title, submitLabel, onClose, size, backdrop, children }: Props<V>) => {
  // Not "-title": fields are `${formId}-${name}`, and many forms have a field named title.
  const titleId = `${form.formId}-heading`;
  const close = () => { if (!form.submitting) onClose(); };
  return (
    <Modal show onHide={close} size={size} backdrop={form.dirty ? 'static' : backdrop ?? true} aria-labelledby={titleId}>
      <Modal.Header closeButton={!form.submitting}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">{title}</Modal.Title>
      </Modal.Header>
      {/* The dialog is rendered outside the page's DOM, but React passes its events up the component tree: its
          form's submit must not also submit a form the dialog was opened from (a wizard's). */}
      <Modal.Body onSubmit={(event: React.FormEvent) => event.stopPropagation()}>
        <EntityForm form={form} submitLabel={submitLabel} onCancel={close}>{children}</EntityForm>
      </Modal.Body>
    </Modal>
  );
};

export default EntityFormDialog;
