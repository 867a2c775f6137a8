// The source of a rule in the (lazily loaded) CodeMirror editor, with the parser's verdict under it.
import React, { Suspense } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import { errorIdOf, RequiredMark } from '@/components/common/form/FormGroup';
import Routes from '@/routing/Routes';

import RuleParseErrors from './RuleParseErrors';
import { RULE_SKELETON } from './ruleSource';
import useRuleFunctions from './useRuleFunctions';
import type { RuleParseState } from './useRuleParse';

// Its own chunk: CodeMirror is loaded when a rule page shows the editor, never with the rest of the console.
const RuleSourceEditor = React.lazy(() => import(/* webpackChunkName: "rule-editor" */ './editor/RuleSourceEditor'));

type Props = {
  /** Prefix of the ids of the label, the error and the verdict. */
  id: string,
  value: string,
  onChange?: (value: string) => void,
  parse: RuleParseState,
  /** A browser check's message ("The rule source is required."). */
  error?: string,
  readOnly?: boolean,
};

const RuleSourceField = ({ id, value, onChange = () => {}, parse, error, readOnly = false }: Props) => {
  const { functions, failed: functionsFailed } = useRuleFunctions();
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const describedBy = [error ? errorIdOf(id) : undefined, statusId].filter(Boolean).join(' ');
  return (
    <div className="mb-3 console-form-group">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
        <span id={labelId} className="form-label">Rule source{!readOnly && <RequiredMark />}</span>
        <Link to={Routes.SYSTEM.PIPELINES.SIMULATOR} className="small">Try rules on a message in the simulator</Link>
      </div>
      {value === '' && !readOnly && (
        <div className="form-text mt-0 mb-1">A rule reads <code>{RULE_SKELETON.replace(/\n\s*/g, ' ')}</code>. Ctrl-Space lists the functions.</div>
      )}
      <Suspense fallback={<div className="console-spinner" role="status">Loading editor…</div>}>
        <RuleSourceEditor value={value} onChange={onChange} functions={functions} errors={parse.errors} errorsSource={parse.source}
                          labelledBy={labelId} describedBy={describedBy} readOnly={readOnly}
                          invalid={Boolean(error) || (!parse.checking && parse.errors.length > 0)} />
      </Suspense>
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      <RuleParseErrors id={statusId} errors={parse.errors} checking={parse.checking} failure={parse.failure} empty={value.trim() === ''} />
      {functionsFailed && !readOnly && (
        <Alert variant="warning" className="mt-2 mb-0 py-2 small">The functions could not be loaded: completion offers keywords only.</Alert>
      )}
    </div>
  );
};

export default RuleSourceField;
