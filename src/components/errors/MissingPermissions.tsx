import React from 'react';
import { Link } from 'react-router-dom';

import { useDocumentTitle } from '@/components/common/DocumentTitle';
import ErrorPage from '@/components/common/ErrorPage';
import Routes from '@/routing/Routes';

type Props = {
  /** What the server said, when a call was refused; otherwise the route's own refusal is explained. */
  message?: string,
  /** A stream-permission refusal is worded after the stream. */
  streams?: boolean,
};

/** The page shown instead of one the current user may not see. */
const MissingPermissions = ({ message, streams = false }: Props) => {
  const title = streams ? 'Missing Stream Permissions' : 'Missing Permissions';
  useDocumentTitle(title);
  return (
    <ErrorPage
      title={title}
      description={(
        <>
          <p className="mb-1">
            {streams
              ? 'You are not allowed to view one or more of the streams this page needs.'
              : 'You do not have the permissions needed to view this page.'}
          </p>
          <p className="mb-0">Please ask your administrator to grant them if you need access.</p>
          {message && <p className="small mt-2 mb-0"><code>{message}</code></p>}
        </>
      )}>
      <Link className="btn btn-primary" to={Routes.STARTPAGE}>Go to the start page</Link>
    </ErrorPage>
  );
};

export default MissingPermissions;
