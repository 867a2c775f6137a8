import React from 'react';

type Props = {
  label: React.ReactNode,
  /** The id of the control the label names. */
  htmlFor: string,
  /** Shown under the control; the control should point at it (see `describedBy`). */
  error?: string,
  help?: React.ReactNode,
  required?: boolean,
  className?: string,
  children: React.ReactNode,
};

export const errorIdOf = (controlId: string) => `${controlId}-error`;
export const helpIdOf = (controlId: string) => `${controlId}-help`;

/** The aria-describedby value of a control: its error, then its help, as far as they are shown. */
export const describedBy = (controlId: string, { error, help }: { error?: string, help?: React.ReactNode }): string | undefined => {
  const ids = [error ? errorIdOf(controlId) : undefined, help ? helpIdOf(controlId) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
};

/** The marker after a required field's label; screen readers hear the control's `required` instead. */
export const RequiredMark = () => <span className="console-required-mark" aria-hidden="true"> *</span>;

/**
 * Label, control, error and help of one form field, for custom controls (multi-selects, time-zone
 * pickers, duration inputs). Give the control `id={htmlFor}`, `aria-invalid={Boolean(error)}` and
 * `aria-describedby={describedBy(htmlFor, { error, help })}`.
 */
const FormGroup = ({ label, htmlFor, error, help, required = false, className, children }: Props) => (
  <div className={['mb-3', 'console-form-group', className].filter(Boolean).join(' ')}>
    <label htmlFor={htmlFor} className="form-label">{label}{required && <RequiredMark />}</label>
    {children}
    {error && <div id={errorIdOf(htmlFor)} className="invalid-feedback d-block">{error}</div>}
    {help && <div id={helpIdOf(htmlFor)} className="form-text">{help}</div>}
  </div>
);

export default FormGroup;
