import React from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useDocumentTitle } from '@/components/common/DocumentTitle';
import ErrorPage from '@/components/common/ErrorPage';
import Routes from '@/routing/Routes';

type Props = {
  /** What the server said when an entity the page asked for does not exist. */
  message?: string,
};

/** The page for unknown paths and for entities that do not exist (anymore). */
const NotFoundPage = ({ message }: Props) => {
  useDocumentTitle('Page not found');
  const { pathname, search } = useLocation();
  return (
    <ErrorPage
      title="Page not found"
      description={(
        <>
          <p className="mb-1">
            {message ?? 'The page you were looking for does not exist, or it was moved or deleted.'}
          </p>
          <p className="small mb-0">Requested path: <code>{`${pathname}${search}`}</code></p>
        </>
      )}>
      {/* The start page always sends the user on to a page that exists. */}
      <Link className="btn btn-primary" to={Routes.STARTPAGE}>Go to the start page</Link>
    </ErrorPage>
  );
};

export default NotFoundPage;
