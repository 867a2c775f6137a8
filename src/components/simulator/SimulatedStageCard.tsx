import React from 'react';
import { Badge, Card } from 'react-bootstrap';

import type { SimulatedRule, SimulatedStage } from '@/stores/simulator/SimulatorStore';

import FieldChanges from './FieldChanges';

const MATCH_MODES = { ALL: 'all rules must match', EITHER: 'at least one rule must match' } as const;

const RuleOutcome = ({ rule }: { rule: SimulatedRule }) => {
  if (rule.error !== undefined) return <Badge bg="danger">{rule.matched ? 'matched, then failed' : 'error'}</Badge>;
  return rule.matched ? <Badge bg="success">matched</Badge> : <Badge bg="secondary">not matched</Badge>;
};

const stageName = (stage: SimulatedStage) => `${stage.pipeline_title} · stage ${stage.stage}`;

/** One stage as it ran: its pipeline, number and match mode, what each rule did, and the fields it changed. */
const SimulatedStageCard = ({ stage }: { stage: SimulatedStage }) => (
  <Card className="mb-3" as="section" aria-label={`Pipeline ${stageName(stage)}`}>
    <Card.Header className="d-flex flex-wrap align-items-baseline gap-2">
      <h3 className="h6 mb-0">
        <span className="text-body-secondary fw-normal">Pipeline </span>{stage.pipeline_title}
        <span className="text-body-secondary fw-normal"> · </span>Stage {stage.stage}
      </h3>
      <span className="small text-body-secondary">{MATCH_MODES[stage.match]}</span>
    </Card.Header>
    <Card.Body>
      {stage.rules.length === 0
        ? <p className="text-body-secondary">This stage has no rules.</p>
        : (
          <ul className="list-unstyled mb-3" aria-label="Rules">
            {stage.rules.map((rule) => (
              <li key={rule.rule_id ?? `missing-${rule.title}`} className="mb-1">
                <span className="d-inline-flex align-items-baseline gap-2">
                  <RuleOutcome rule={rule} />
                  <span>{rule.title}</span>
                </span>
                {rule.error !== undefined && (
                  <div className="small text-danger-emphasis ms-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{rule.error}</div>
                )}
              </li>
            ))}
          </ul>
        )}
      <FieldChanges changes={stage.changes} label={`Fields changed by ${stageName(stage)}`} none="No field was added, changed or removed in this stage." />
      {!stage.continued && (
        <p className="small text-body-secondary mt-2 mb-0">
          The rules did not match as this stage requires, so the pipeline stopped here: its later stages did not run.
        </p>
      )}
    </Card.Body>
  </Card>
);

export default SimulatedStageCard;
