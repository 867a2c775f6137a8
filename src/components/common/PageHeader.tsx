import React from 'react';

import DocumentTitle from '@/components/common/DocumentTitle';
import ExternalLink from '@/components/common/ExternalLink';
import DocsHelper from '@/util/DocsHelper';

export type DocumentationLink = {
  /** The link text, e.g. "Users and roles". */
  title: string,
  /** A page of the manual, relative to DocsHelper.DOCS_BASE (DocsHelper.PAGES), or a complete URL. */
  path: string,
};

type Props = {
  title: React.ReactNode,
  /** One line under the title saying what the page is for. */
  description?: React.ReactNode,
  /** The former name of `description`; kept for the pages that use it. */
  subtitle?: React.ReactNode,
  /** Where the manual explains this page. */
  documentationLink?: DocumentationLink,
  /** The browser title, when `title` is not plain text or should read differently. */
  documentTitle?: string,
  /** Buttons or links shown on the right of the title. */
  actions?: React.ReactNode,
  /** Further explanation under the description. */
  children?: React.ReactNode,
};

/** The title block at the top of every page; it also names the page in the browser title. */
const PageHeader = ({ title, description, subtitle, documentationLink, documentTitle, actions, children }: Props) => {
  const lead = description ?? subtitle;
  const browserTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <header className="console-page-header">
      {/* Without a plain-text title the page sets the browser title itself; an empty one would overwrite it. */}
      {browserTitle !== undefined && <DocumentTitle title={browserTitle} />}
      {/*
        From a laptop's width up the title wraps beside the actions, which keep their place on the right; on a
        narrow screen the actions go under the title. text-break lets an unbroken title wrap too.
      */}
      <div className="d-flex flex-wrap flex-lg-nowrap align-items-start justify-content-between gap-2">
        <h1 className="h3 mb-1 text-break">{title}</h1>
        {actions && <div className="console-page-header-actions flex-shrink-0">{actions}</div>}
      </div>
      {lead && <p className="lead text-body-secondary mb-1">{lead}</p>}
      {children && <div className="text-body-secondary">{children}</div>}
      {documentationLink && (
        <p className="console-page-header-docs mb-0">
          <span className="text-body-secondary">Documentation: </span>
          <ExternalLink href={DocsHelper.url(documentationLink.path)}>
            {documentationLink.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </ExternalLink>
        </p>
      )}
    </header>
  );
};

export default PageHeader;
