import React from 'react';
import { Button, Form } from 'react-bootstrap';

import { describePeriod, isPeriod } from '@/util/durations';

export type PeriodOption = { period: string, description: string };

type Props = {
  /** The id of the group's first control, which the group's label names. */
  id: string,
  /** What the options are, for the controls' names: "Relative time range option". */
  itemName: string,
  options: Array<PeriodOption>,
  onChange: (options: Array<PeriodOption>) => void,
  /** Point out incomplete rows: after a submit was attempted. */
  showProblems: boolean,
  disabled?: boolean,
  describedBy?: string,
  invalid?: boolean,
};

/** What is wrong with the option at `index` among `options`, if anything. */
export const optionProblem = (options: Array<PeriodOption>, index: number): string | undefined => {
  const { period, description } = options[index];
  if (!isPeriod(period)) return 'The period must be an ISO 8601 period, e.g. PT5M.';
  if (description.trim() === '') return 'Describe the option.';
  const key = period.trim().toUpperCase();
  if (options.findIndex((other) => other.period.trim().toUpperCase() === key) !== index) return 'This period is listed twice.';
  return undefined;
};

/** The browser's check of a whole list: a sentence, or undefined when every option is fine. */
export const optionsError = (options: Array<PeriodOption>): string | undefined => {
  if (options.length === 0) return 'Add at least one option.';
  return options.some((_option, index) => optionProblem(options, index) !== undefined)
    ? 'Some options are incomplete: see the marked rows.'
    : undefined;
};

/** Options as rows of period and description, in the order the time range selector shows them. */
const PeriodOptionsControl = ({ id, itemName, options, onChange, showProblems, disabled = false, describedBy, invalid = false }: Props) => {
  const change = (index: number, changes: Partial<PeriodOption>) => onChange(options.map((option, at) => (at === index ? { ...option, ...changes } : option)));
  const remove = (index: number) => onChange(options.filter((_option, at) => at !== index));
  const move = (index: number, by: number) => {
    const moved = [...options];
    const [option] = moved.splice(index, 1);
    moved.splice(index + by, 0, option);
    onChange(moved);
  };
  return (
    <div aria-describedby={describedBy}>
      {options.map((option, index) => {
        const problem = showProblems ? optionProblem(options, index) : undefined;
        const position = `${itemName} ${index + 1}`;
        return (
          // Rows have no identity but their place while being edited.
          <div key={index} className="mb-2">
            <div className="d-flex gap-2 align-items-center">
              <Form.Control id={index === 0 ? id : undefined} size="sm" style={{ width: '8rem' }} aria-label={`${position}: period`} value={option.period}
                            isInvalid={Boolean(problem) || invalid} disabled={disabled} placeholder="PT5M"
                            onChange={(event: React.ChangeEvent<HTMLInputElement>) => change(index, { period: event.target.value })} />
              <Form.Control size="sm" aria-label={`${position}: description`} value={option.description} disabled={disabled}
                            isInvalid={Boolean(problem) || invalid} placeholder="Search in the last 5 minutes"
                            onChange={(event: React.ChangeEvent<HTMLInputElement>) => change(index, { description: event.target.value })} />
              <span className="small text-body-secondary text-nowrap" style={{ width: '7rem', flexShrink: 0 }}>{isPeriod(option.period) ? describePeriod(option.period) : ''}</span>
              <Button size="sm" variant="outline-secondary" aria-label={`Move ${position} up`} disabled={disabled || index === 0} onClick={() => move(index, -1)}>↑</Button>
              <Button size="sm" variant="outline-secondary" aria-label={`Move ${position} down`} disabled={disabled || index === options.length - 1} onClick={() => move(index, 1)}>↓</Button>
              <Button size="sm" variant="outline-danger" aria-label={`Remove ${position}`} disabled={disabled} onClick={() => remove(index)}>Remove</Button>
            </div>
            {problem && <div className="invalid-feedback d-block">{problem}</div>}
          </div>
        );
      })}
      <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={() => onChange([...options, { period: '', description: '' }])}>
        Add option
      </Button>
    </div>
  );
};

export default PeriodOptionsControl;
