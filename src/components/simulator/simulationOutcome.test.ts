import { toMessage } from '@/stores/messages/MessagesStore';
import type { Simulation } from '@/stores/simulator/SimulatorStore';

import { simulationOutcome } from './simulationOutcome';

const message = (fields: Record<string, unknown>) => toMessage({ message: fields, index: '' });
const simulation = (messages: Array<Record<string, unknown>>, extra: Partial<Simulation> = {}): Simulation => ({
  messages: messages.map(message), simulation_trace: [], took_microseconds: 1, ...extra,
});

describe('simulationOutcome', () => {
  it('with the embedded server\'s stages: the first message is the simulated one, the rest were created', () => {
    const outcome = simulationOutcome({ message: 'pay' }, simulation([{ _id: 'a', message: 'pay' }, { _id: 'b', message: 'copy' }], { stages: [] }));
    expect(outcome.after?.id).toBe('a');
    expect(outcome.created.map((created) => created.id)).toEqual(['b']);
  });

  it('a dropped message has no after, and every answered message was created', () => {
    const outcome = simulationOutcome({ message: 'pay' }, simulation([{ _id: 'b', message: 'copy' }], { stages: [], dropped: true }));
    expect(outcome.after).toBeUndefined();
    expect(outcome.created.map((created) => created.id)).toEqual(['b']);
  });

  it('from a Graylog server: the message keeps the id it was sent with, and missing means dropped', () => {
    const answered = simulation([{ _id: 'created', message: 'new' }, { _id: 'orig', message: 'pay' }]);
    const found = simulationOutcome({ _id: 'orig', message: 'pay' }, answered);
    expect(found.after?.id).toBe('orig');
    expect(found.created.map((created) => created.id)).toEqual(['created']);

    const dropped = simulationOutcome({ _id: 'orig', message: 'pay' }, simulation([{ _id: 'created', message: 'new' }]));
    expect(dropped.after).toBeUndefined();
    expect(dropped.created).toHaveLength(1);
    expect(simulationOutcome({ message: 'pay' }, simulation([])).after).toBeUndefined();
  });
});
