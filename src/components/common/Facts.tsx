import React from 'react';

/** Read-only facts as a description list: each value is text or elements, never markup from data. */
export const Facts = ({ children }: { children: React.ReactNode }) => <dl className="row mb-0 console-facts">{children}</dl>;

/** One fact; `labelWidth` is the label's share of twelve columns (3 where the values are long, as a message's). */
export const Fact = ({ label, labelWidth = 4, children }: { label: string, labelWidth?: 3 | 4, children: React.ReactNode }) => (
  <>
    <dt className={`col-sm-${labelWidth}`}>{label}</dt>
    <dd className={`col-sm-${12 - labelWidth} text-break`}>{children}</dd>
  </>
);

/** A fact that has no value, in muted words ("None", "Never", "No roles"). */
export const None = ({ children = 'None' }: { children?: React.ReactNode }) => <span className="text-body-secondary">{children}</span>;
