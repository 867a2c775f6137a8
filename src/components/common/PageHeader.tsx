import React from 'react';

type Props = {
  title: React.ReactNode,
  /** One line under the title saying what the page is for. */
  subtitle?: React.ReactNode,
  /** Buttons or links shown on the right of the title. */
  actions?: React.ReactNode,
  /** Further explanation under the subtitle. */
  children?: React.ReactNode,
};

/** The title block at the top of every page. */
const PageHeader = ({ title, subtitle, actions, children }: Props) => (
  <header className="console-page-header">
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
      <h1 className="h3 mb-1">{title}</h1>
      {actions && <div className="console-page-header-actions">{actions}</div>}
    </div>
    {subtitle && <p className="lead text-body-secondary mb-1">{subtitle}</p>}
    {children && <div className="text-body-secondary">{children}</div>}
  </header>
);

export default PageHeader;
