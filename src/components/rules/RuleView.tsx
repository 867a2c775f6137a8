// A rule for a user who may read it but not change it: the same editor, read-only, with the parser's verdict.
import React from 'react';
import { Link } from 'react-router-dom';

import Routes from '@/routing/Routes';
import type { Rule } from '@/stores/rules/RulesStore';

import RuleSourceField from './RuleSourceField';
import RuleTitle from './RuleTitle';
import type { RuleParseState } from './useRuleParse';

const RuleView = ({ rule }: { rule: Rule }) => {
  // The server sends the errors of a stored rule with it: nothing to ask while nobody types.
  const parse: RuleParseState = { source: rule.source, errors: rule.errors ?? [], checking: false, show: () => {} };
  return (
    <div>
      <RuleTitle source={rule.source} />
      <p className="mb-3"><span className="fw-semibold">Description: </span>{rule.description || <span className="text-body-secondary">none</span>}</p>
      <RuleSourceField id={`rule-${rule.id}-source`} value={rule.source} parse={parse} readOnly />
      <Link to={Routes.SYSTEM.PIPELINES.RULES} className="btn btn-outline-secondary">Back to rules</Link>
    </div>
  );
};

export default RuleView;
