import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import Routes from '@/routing/Routes';
import type { Rule } from '@/stores/rules/RulesStore';
import { RulesActions } from '@/stores/rules/RulesStore';

import type { PipelineReference } from './pipelinesUsingRule';

type Props = {
  rule: Rule,
  /** pipeline_rule:edit:<id>. */
  mayEdit: boolean,
  /** pipeline_rule:delete:<id>. */
  mayDelete: boolean,
  /** The pipelines naming the rule; undefined when they could not be loaded. */
  usedIn: Array<PipelineReference> | undefined,
  reload: () => void,
};

/** Edit and delete (after confirmation), each for those allowed to. */
const RuleRowActions = ({ rule, mayEdit, mayDelete, usedIn, reload }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const remove = () => RulesActions.remove(rule).then(() => {
    setConfirming(false);
    reload();
  });
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {mayEdit && (
        <Link to={Routes.SYSTEM.PIPELINES.rule(rule.id)} className="btn btn-sm btn-outline-secondary" aria-label={`Edit rule ${rule.title}`}>Edit</Link>
      )}
      {mayDelete && (
        <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Delete rule ${rule.title}`}>Delete</Button>
      )}
      <ConfirmDialog show={confirming} title="Delete rule" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirming(false)}>
        Do you really want to delete the rule <b>{rule.title}</b>?
        {usedIn && usedIn.length > 0 && (
          <> It is used in {usedIn.length === 1 ? 'the pipeline' : 'the pipelines'} <b>{usedIn.map((pipeline) => pipeline.title).join(', ')}</b>,
            which will no longer run it.</>
        )}
      </ConfirmDialog>
    </div>
  );
};

export default RuleRowActions;
