import React from 'react';
import { Badge } from 'react-bootstrap';

import { useStore } from '@/stores/connect';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputStatesStore } from '@/stores/inputs/InputStatesStore';

import { relevantNodeIds, stateVariant } from './inputStates';

/** A node id is long; its first part tells the nodes of a cluster apart. */
export const shortNodeId = (nodeId: string): string => nodeId.split('-')[0];

/** The input's state on each of its nodes, with the reason when it failed. */
const InputStateCell = ({ input }: { input: InputSummary }) => {
  const loaded = useStore(InputStatesStore, (state) => state.statesByInput !== undefined);
  const states = useStore(InputStatesStore, (state) => state.statesByInput?.[input.id]);
  const nodeIds = useStore(InputStatesStore, (state) => state.nodeIds);
  if (!loaded) {
    return <span className="text-body-secondary">Unknown</span>;
  }
  const nodes = relevantNodeIds(input, nodeIds);
  if (nodes.length === 0) {
    return <Badge bg="light" text="dark" className="border">NOT RUNNING</Badge>;
  }
  return (
    <ul className="list-unstyled mb-0 d-grid gap-1">
      {nodes.map((nodeId) => {
        const state = states?.[nodeId];
        return (
          <li key={nodeId} title={`Node ${nodeId}`}>
            {state
              ? <Badge bg={stateVariant(state.state)} text={stateVariant(state.state) === 'info' ? 'dark' : undefined}>{state.state}</Badge>
              : <Badge bg="light" text="dark" className="border">NOT RUNNING</Badge>}
            {nodes.length > 1 && <span className="small text-body-secondary ms-1">on {shortNodeId(nodeId)}</span>}
            {state?.detailed_message && <div className="small text-danger text-break mt-1">{state.detailed_message}</div>}
          </li>
        );
      })}
    </ul>
  );
};

export default InputStateCell;
