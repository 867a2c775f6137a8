import React from 'react';

type Props = {
  title: React.ReactNode,
  description?: React.ReactNode,
  /** Links or buttons that lead the user on. */
  children?: React.ReactNode,
};

/** A whole page saying what went wrong and, through its children, where to go next. */
const ErrorPage = ({ title, description, children }: Props) => (
  <section className="console-error-page" role="alert">
    <h1 className="h2">{title}</h1>
    {description && <div className="lead text-body-secondary">{description}</div>}
    {children && <div className="mt-3">{children}</div>}
  </section>
);

export default ErrorPage;
