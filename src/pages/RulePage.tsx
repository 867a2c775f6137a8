import React, { useCallback } from 'react';
import { useHistory, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import LoadFailure from '@/components/common/LoadFailure';
import useLoaded from '@/components/common/useLoaded';
import RuleForm from '@/components/rules/RuleForm';
import RuleView from '@/components/rules/RuleView';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { RulesActions } from '@/stores/rules/RulesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const NEW_RULE = 'new';

const DOCUMENTATION = { title: 'Pipeline rules', path: DocsHelper.PAGES.PIPELINE_RULES };

const loadRule = (ruleId: string) => RulesActions.get(ruleId);

const ExistingRule = ({ ruleId }: { ruleId: string }) => {
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: rule, failed, reload } = useLoaded(loadRule, ruleId);
  const backToList = useCallback(() => history.push(Routes.SYSTEM.PIPELINES.RULES), [history]);
  if (failed && rule === undefined) return <LoadFailure what="rule" onRetry={reload} />;
  if (!rule) return <Spinner page />;
  const mayEdit = isPermitted(permissions, `pipeline_rule:edit:${rule.id}`);
  return (
    <>
      <PageHeader title={mayEdit ? `Edit rule "${rule.title}"` : `Rule "${rule.title}"`}
                  description={mayEdit
                    ? "The rule's condition and actions in Graylog's rule language; the parser checks the text as you type."
                    : "The rule's condition and actions in Graylog's rule language."}
                  documentationLink={DOCUMENTATION} />
      {mayEdit ? <RuleForm key={rule.id} rule={rule} onSaved={backToList} /> : <RuleView rule={rule} />}
    </>
  );
};

const NewRule = () => {
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  if (!isPermitted(permissions, 'pipeline_rule:create')) return <MissingPermissions />;
  return (
    <>
      <PageHeader title="Create rule" description="Write the rule's condition and actions; the parser checks the text as you type."
                  documentationLink={DOCUMENTATION} />
      <RuleForm onSaved={() => history.push(Routes.SYSTEM.PIPELINES.RULES)} />
    </>
  );
};

/** `/system/pipelines/rules/:ruleId` (`new` creates one): the rule editor, or the rule read-only for those who may not edit it. */
const RulePage = () => {
  const { ruleId } = useParams<{ ruleId: string }>();
  return ruleId === NEW_RULE ? <NewRule /> : <ExistingRule ruleId={ruleId} />;
};

export default RulePage;
