import React from 'react';
import { Link } from 'react-router-dom';

import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

type Props = {
  /** Leaves out the link to the page it is on. */
  current?: 'pipelines',
  children?: React.ReactNode,
};

/** The links between the processing pages, shown in their headers, each for those who may open it. */
const PipelinesHeaderLinks = ({ current, children }: Props) => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  return (
    <div className="d-flex flex-wrap gap-2">
      {children}
      {current !== 'pipelines' && <Link to={Routes.SYSTEM.PIPELINES.OVERVIEW} className="btn btn-outline-secondary">Manage pipelines</Link>}
      {isPermitted(permissions, 'pipeline_rule:read') && <Link to={Routes.SYSTEM.PIPELINES.RULES} className="btn btn-outline-secondary">Manage rules</Link>}
      <Link to={Routes.SYSTEM.PIPELINES.SIMULATOR} className="btn btn-outline-secondary">Simulator</Link>
      {isPermitted(permissions, 'clusterconfigentry:read') && (
        <Link to={Routes.SYSTEM.MESSAGEPROCESSORS} className="btn btn-outline-secondary">Processing order</Link>
      )}
    </div>
  );
};

export default PipelinesHeaderLinks;
