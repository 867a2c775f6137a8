import React, { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import RuleMetricsSwitch from '@/components/rules/RuleMetricsSwitch';
import RulesTable from '@/components/rules/RulesTable';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { RuleMetricsConfig } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/**
 * `/system/pipelines/rules`: every rule with the pipelines using it, creating and deleting rules, and the rule
 * metrics switch with each rule's figures while it is on.
 */
const RulesPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [metricsConfig, setMetricsConfig] = useState<RuleMetricsConfig | undefined>();
  useEffect(() => {
    let active = true;
    // A failure is toasted by the store; the switch stays disabled.
    RulesActions.loadMetricsConfig().then((config) => { if (active) setMetricsConfig(config); }, () => {});
    return () => { active = false; };
  }, []);
  const mayCreate = isPermitted(permissions, 'pipeline_rule:create');

  return (
    <>
      <PageHeader
        title="Pipeline Rules"
        description="Rules are the steps of processing pipelines: each checks a condition on a message and, when it holds, changes the message."
        documentationLink={{ title: 'Pipeline rules', path: DocsHelper.PAGES.PIPELINE_RULES }}
        actions={(
          <>
            <Link to={Routes.SYSTEM.PIPELINES.OVERVIEW} className="btn btn-outline-secondary">Manage pipelines</Link>
            <Link to={Routes.SYSTEM.PIPELINES.SIMULATOR} className="btn btn-outline-secondary">Simulator</Link>
            {mayCreate && <Link to={Routes.SYSTEM.PIPELINES.rule('new')} className="btn btn-success">Create rule</Link>}
          </>
        )}>
        A rule does nothing on its own: add it to a stage of a pipeline connected to a stream.
      </PageHeader>
      <RuleMetricsSwitch config={metricsConfig} onChange={setMetricsConfig} mayChange={isPermitted(permissions, 'pipeline_rule:edit')} />
      <RulesTable metricsEnabled={metricsConfig?.metrics_enabled ?? false}
                  emptyState={<p className="mb-0">No rules yet.{mayCreate && <> <Link to={Routes.SYSTEM.PIPELINES.rule('new')}>Create the first rule</Link>.</>}</p>} />
    </>
  );
};

export default RulesPage;
