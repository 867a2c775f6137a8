// Which of the answered messages is the simulated one (if it survived) and which the rules created.
import type { Message, MessageFields } from '@/stores/messages/MessagesStore';
import type { Simulation } from '@/stores/simulator/SimulatorStore';

export type SimulationOutcome = {
  /** The simulated message after processing; undefined when it would be dropped. */
  after: Message | undefined,
  created: Array<Message>,
};

export const simulationOutcome = (sent: MessageFields, simulation: Simulation): SimulationOutcome => {
  const { messages } = simulation;
  if (simulation.dropped) return { after: undefined, created: messages };
  // A Graylog server only leaves a dropped message out; it keeps the id it was sent, so that finds the original.
  const sentId = typeof sent._id === 'string' && sent._id !== '' ? sent._id : undefined;
  const at = sentId !== undefined && simulation.stages === undefined ? messages.findIndex((message) => message.id === sentId) : 0;
  if (at < 0 || messages.length === 0) return { after: undefined, created: messages };
  return { after: messages[at], created: messages.filter((_, position) => position !== at) };
};
