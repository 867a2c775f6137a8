import React from 'react';
import { Alert, Col, Row } from 'react-bootstrap';

import SectionCard from '@/components/common/SectionCard';
import { isHiddenField } from '@/components/messages/messageFields';
import MessageFieldList from '@/components/messages/MessageFieldList';
import type { MessageFields } from '@/stores/messages/MessagesStore';
import type { Simulation } from '@/stores/simulator/SimulatorStore';
import formatCount from '@/util/formatCount';

import { diffFields } from './fieldDiff';
import FieldChanges from './FieldChanges';
import SimulatedStageCard from './SimulatedStageCard';
import { simulationOutcome } from './simulationOutcome';
import SimulationTrace from './SimulationTrace';

type Props = {
  /** The fields the simulation was run on. */
  sent: MessageFields,
  streamTitle: string,
  simulation: Simulation,
};


/** The fields the message lists leave out (ids, streams, gl2_) are left out of the comparison too. */
const listed = (fields: MessageFields): MessageFields => Object.fromEntries(Object.entries(fields).filter(([name]) => !isHiddenField(name)));

/** Without the embedded server's stages (a Graylog server), the whole message before and after is all there is. */
const WholeMessageChanges = ({ sent, after }: { sent: MessageFields, after: MessageFields }) => (
  <SectionCard level={3} title="Changes to the message">
    <p className="small text-body-secondary">
      The server did not report its stages one by one (a Graylog server does not), so this compares the message before and after all of them.
    </p>
    <FieldChanges changes={diffFields(listed(sent), listed(after))} label="Fields changed by processing" none="Processing would not change the message." />
  </SectionCard>
);

/** The message before, what each stage did to it, the message after (or that it is dropped), created messages and the trace. */
const SimulationResults = ({ sent, streamTitle, simulation }: Props) => {
  const { after, created } = simulationOutcome(sent, simulation);
  const { stages } = simulation;
  return (
    <section aria-labelledby="simulation-results-heading" className="mt-4">
      <h2 id="simulation-results-heading" className="h5">Simulation results</h2>
      <p className="text-body-secondary">
        Processed as a message of stream <strong>{streamTitle}</strong> in {formatCount(simulation.took_microseconds)} µs.
        Nothing was stored or changed.
      </p>
      <Row>
        <Col lg={5}>
          <SectionCard level={3} title="Message before">
            <MessageFieldList fields={sent} />
          </SectionCard>
        </Col>
        <Col lg={7}>
          {stages !== undefined && stages.length === 0 && (
            <Alert variant="info">No pipeline stage ran: no pipeline with stages is connected to stream &quot;{streamTitle}&quot;.</Alert>
          )}
          {stages?.map((stage, position) => (
            // A pipeline may run the same stage number as another: the order they ran in tells them apart.
            <SimulatedStageCard key={`${position}-${stage.pipeline_id}-${stage.stage}`} stage={stage} />
          ))}
          {stages === undefined && after && <WholeMessageChanges sent={sent} after={after.fields} />}
          {after
            ? <SectionCard level={3} title="Message after"><MessageFieldList fields={after.fields} /></SectionCard>
            : <Alert variant="warning" className="fw-semibold">The message would be dropped</Alert>}
          {created.map((message, position) => (
            <SectionCard key={message.id || position} level={3} title={`Created message ${position + 1} of ${created.length}`}>
              <MessageFieldList fields={message.fields} />
            </SectionCard>
          ))}
          <SimulationTrace trace={simulation.simulation_trace} tookMicroseconds={simulation.took_microseconds} />
        </Col>
      </Row>
    </section>
  );
};

export default SimulationResults;
