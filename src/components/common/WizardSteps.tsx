import React from 'react';

type Props = {
  /** Every step's title, in order; the buttons read "1. Title", "2. Title"... */
  titles: ReadonlyArray<string>,
  current: number,
  onSelect: (index: number) => void,
  /** While saving or checking, no step can be chosen. */
  disabled?: boolean,
  /** Steps holding a field the server or the browser refused are marked, so the user knows where to look. */
  needsAttention?: (index: number) => boolean,
};

/** The numbered step buttons above a step-by-step form (the wizards of event definitions, content packs, directories). */
const WizardSteps = ({ titles, current, onSelect, disabled = false, needsAttention }: Props) => (
  <nav aria-label="Steps" className="mb-3">
    <ol className="nav nav-pills console-wizard-steps">
      {titles.map((title, index) => (
        <li key={title} className="nav-item">
          <button type="button" className={`nav-link${index === current ? ' active' : ''}`} aria-current={index === current ? 'step' : undefined}
                  disabled={disabled} onClick={() => onSelect(index)}>
            {index + 1}. {title}
            {needsAttention?.(index) && <span className="text-danger ms-1">(needs attention)</span>}
          </button>
        </li>
      ))}
    </ol>
  </nav>
);

export default WizardSteps;
