// Every rule with the pipelines using it and, while rule metrics are on, its figures. The rules endpoint answers
// the whole list at once: the table pages, sorts and searches it in the browser.
import React, { useCallback, useMemo, useState } from 'react';

import localPage from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { Page, PageRequest } from '@/components/common/entity-table/types';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import useMetrics from '@/stores/metrics/useMetrics';
import { PipelinesActions } from '@/stores/pipelines/PipelinesStore';
import type { Rule } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import type { PipelinesByRuleTitle } from './pipelinesUsingRule';
import { pipelinesByRuleTitle } from './pipelinesUsingRule';
import { ruleColumns, ruleSearchText, ruleSortValue } from './ruleColumns';
import { metricNamesOfRules } from './ruleMetrics';
import RuleRowActions from './RuleRowActions';

const ENTITY_NAME = { singular: 'rule', plural: 'rules' };

/** The pipelines using each rule; undefined (the column says so) when they could not be loaded. */
const loadUsage = (): Promise<PipelinesByRuleTitle | undefined> => PipelinesActions.list().then(pipelinesByRuleTitle, () => undefined);

type Props = {
  /** Rule metrics are on: show each rule's figures (to users who may read metrics). */
  metricsEnabled: boolean,
  emptyState: React.ReactNode,
};

const RulesTable = ({ metricsEnabled, emptyState }: Props) => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [usage, setUsage] = useState<PipelinesByRuleTitle | undefined>(new Map());
  const [shown, setShown] = useState<Array<Rule>>([]);
  const metrics = metricsEnabled && isPermitted(permissions, 'metrics:read');
  useMetrics(useMemo(() => (metrics ? metricNamesOfRules(shown) : []), [metrics, shown]));

  const fetchPage = useCallback((request: PageRequest) => Promise.all([RulesActions.list(), loadUsage()]).then(([rules, byTitle]) => {
    setUsage(byTitle);
    return localPage(rules, request, { searchText: ruleSearchText, sortValue: ruleSortValue });
  }), []);
  const onPageLoaded = useCallback((page: Page<Rule>) => setShown(page.list), []);
  const columns = useMemo(() => ruleColumns({ usage, metrics }), [usage, metrics]);

  return (
    <PaginatedEntityTable<Rule>
      id="pipeline-rules"
      entityName={ENTITY_NAME}
      fetchPage={fetchPage}
      onPageLoaded={onPageLoaded}
      columns={columns}
      defaultSort={{ field: 'title', order: 'asc' }}
      getId={(rule) => rule.id}
      getTitle={(rule) => rule.title}
      searchPlaceholder="Search by title or description"
      emptyState={emptyState}
      rowActions={(rule, table) => {
        const mayEdit = isPermitted(permissions, `pipeline_rule:edit:${rule.id}`);
        const mayDelete = isPermitted(permissions, `pipeline_rule:delete:${rule.id}`);
        // No actions is null, so that the table leaves out an Actions column no row would use (a reader's).
        if (!mayEdit && !mayDelete) return null;
        return (
          <RuleRowActions rule={rule} usedIn={usage?.get(rule.title) ?? (usage ? [] : undefined)} reload={table.reload}
                          mayEdit={mayEdit} mayDelete={mayDelete} />
        );
      }} />
  );
};

export default RulesTable;
