import React, { useState } from 'react';
import { Badge, Button, ListGroup } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import { StreamRulesActions } from '@/stores/streams/StreamRulesStore';
import type { Stream, StreamMatchResult, StreamRule, StreamRuleTypeInfo } from '@/stores/streams/streamTypes';

import { ruleSentence } from './streamRuleTexts';
import StreamRuleFormDialog from './StreamRuleFormDialog';

type Props = {
  stream: Stream,
  types: ReadonlyArray<StreamRuleTypeInfo>,
  /** Each rule's answer for the example message, when one was tested. */
  matchResult: StreamMatchResult | undefined,
  mayEdit: boolean,
  /** Reloads the stream after a rule changed. */
  onChanged: () => void,
};

const MatchBadge = ({ matched }: { matched: boolean | undefined }) => {
  if (matched === undefined) return null;
  return matched
    ? <Badge bg="success" className="text-nowrap">Matches</Badge>
    : <Badge bg="danger" className="text-nowrap">Does not match</Badge>;
};

/** The stream's rules as sentences, each with its result for the example message, edit and delete. */
const StreamRulesList = ({ stream, types, matchResult, mayEdit, onChanged }: Props) => {
  const [editing, setEditing] = useState<StreamRule | 'new' | undefined>();
  const [deleting, setDeleting] = useState<StreamRule | undefined>();

  const removeRule = () => {
    const rule = deleting;
    if (!rule) return undefined;
    return StreamRulesActions.remove(stream.id, rule.id).then(() => {
      setDeleting(undefined);
      onChanged();
    });
  };

  const onSaved = () => {
    setEditing(undefined);
    onChanged();
  };

  return (
    <section aria-labelledby="stream-rules-heading">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h2 className="h5 mb-0" id="stream-rules-heading">Rules</h2>
        {mayEdit && <Button size="sm" variant="primary" onClick={() => setEditing('new')}>Add stream rule</Button>}
      </div>
      {stream.rules.length === 0 ? (
        <p className="text-body-secondary">No rules yet: the stream receives no messages until it has one.</p>
      ) : (
        <ListGroup as="ul" className="mb-3" aria-label="Stream rules">
          {stream.rules.map((rule) => (
            <ListGroup.Item as="li" key={rule.id} className="d-flex flex-wrap align-items-center gap-2" data-rule-id={rule.id}>
              <div className="flex-grow-1 text-break">
                <div className="font-monospace small">{ruleSentence(rule, types)}</div>
                {rule.description && <div className="small text-body-secondary">{rule.description}</div>}
              </div>
              <MatchBadge matched={matchResult?.rules[rule.id]} />
              {mayEdit && (
                <div className="d-flex gap-1">
                  <Button size="sm" variant="outline-secondary" onClick={() => setEditing(rule)} aria-label={`Edit rule ${ruleSentence(rule, types)}`}>Edit</Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setDeleting(rule)} aria-label={`Delete rule ${ruleSentence(rule, types)}`}>Delete</Button>
                </div>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {editing && (
        <StreamRuleFormDialog streamId={stream.id} rule={editing === 'new' ? undefined : editing} types={types}
                              onClose={() => setEditing(undefined)} onSaved={onSaved} />
      )}
      <ConfirmDialog show={deleting !== undefined} title="Delete stream rule" confirmLabel="Delete"
                     onConfirm={removeRule} onCancel={() => setDeleting(undefined)}>
        Do you really want to delete the rule <b>{deleting ? ruleSentence(deleting, types) : ''}</b> of stream <b>{stream.title}</b>?
      </ConfirmDialog>
    </section>
  );
};

export default StreamRulesList;
