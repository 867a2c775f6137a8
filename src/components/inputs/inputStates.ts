// Which of an input's states matter, and what they mean for the actions offered.
import type { InputSummary } from '@/stores/inputs/InputsStore';
import type { InputFailure, InputState, InputStateName } from '@/stores/inputs/InputStatesStore';

/** The nodes an input belongs to: every known node for a global input, else its own node. */
export const relevantNodeIds = (input: Pick<InputSummary, 'global' | 'node'>, nodeIds: ReadonlyArray<string>): Array<string> => {
  if (input.global) return [...nodeIds];
  return input.node ? [input.node] : [];
};

/** States in which the input holds its node's resources (a port, a thread): stopping it makes sense. */
const ACTIVE_STATES: ReadonlyArray<InputStateName> = ['CREATED', 'INITIALIZED', 'SETTING_UP', 'STARTING', 'RUNNING', 'FAILING', 'FAILED'];

export const isActive = (state: InputState | undefined): boolean => state !== undefined && ACTIVE_STATES.includes(state.state);

export type StateVariant = 'success' | 'info' | 'danger' | 'secondary';

export const stateVariant = (state: InputStateName): StateVariant => {
  switch (state) {
    case 'RUNNING': return 'success';
    case 'FAILED':
    case 'FAILING':
    case 'INVALID_CONFIGURATION': return 'danger';
    case 'STOPPED':
    case 'STOPPING':
    case 'TERMINATED': return 'secondary';
    default: return 'info';
  }
};

/** The most recent reason a message was dropped, over the given states. */
export const lastFailure = (states: ReadonlyArray<InputState | undefined>): InputFailure | undefined => (
  states.reduce<InputFailure | undefined>((latest, state) => {
    const failure = state?.last_failure ?? undefined;
    if (!failure) return latest;
    return !latest || Date.parse(failure.timestamp) > Date.parse(latest.timestamp) ? failure : latest;
  }, undefined)
);
