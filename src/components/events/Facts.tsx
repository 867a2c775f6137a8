import React from 'react';

/** Read-only facts as a description list: each value is text or elements, never markup from data. */
export const Facts = ({ children }: { children: React.ReactNode }) => <dl className="row mb-0 console-facts">{children}</dl>;

export const Fact = ({ label, children }: { label: string, children: React.ReactNode }) => (
  <>
    <dt className="col-sm-4">{label}</dt>
    <dd className="col-sm-8 text-break">{children}</dd>
  </>
);

export const None = ({ children = 'None' }: { children?: string }) => <span className="text-body-secondary">{children}</span>;
