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
  /** 'static' keeps a click beside the dialog from closing it, for forms that take long to fill in. */
  backdrop?: 'static',
  children: React.ReactNode,
};

/**
 * An entity form in a modal dialog. While the form is being saved, neither Escape, the close button nor
 * Cancel closes it: the answer would otherwise arrive for a form that is gone.
 */
const EntityFormDialog = <V extends object>({ form, title, submitLabel, onClose, size, backdrop, children }: Props<V>) => {
  // Not "-title": fields are `${formId}-${name}`, and many forms have a field named title.
  const titleId = `${form.formId}-heading`;
  const close = () => { if (!form.submitting) onClose(); };
  return (
    <Modal show onHide={close} size={size} backdrop={backdrop ?? true} aria-labelledby={titleId}>
      <Modal.Header closeButton={!form.submitting}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <EntityForm form={form} submitLabel={submitLabel} onCancel={close}>{children}</EntityForm>
      </Modal.Body>
    </Modal>
  );
};

export default EntityFormDialog;
