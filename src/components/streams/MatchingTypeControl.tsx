import React, { useEffect, useState } from 'react';

import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { MatchingType, Stream } from '@/stores/streams/streamTypes';

type Props = {
  stream: Stream,
  disabled?: boolean,
  onChanged: () => void,
};

const CHOICES: Array<{ value: MatchingType, label: string }> = [
  { value: 'AND', label: 'A message must match all of the following rules' },
  { value: 'OR', label: 'A message must match at least one of the following rules' },
];

/** How the stream's rules combine; saved as soon as it is chosen. */
const MatchingTypeControl = ({ stream, disabled = false, onChanged }: Props) => {
  // The choice shows at once; it stays until the reloaded stream has it, or goes back when the save fails.
  const [pending, setPending] = useState<MatchingType | undefined>();
  const name = `matching-type-${stream.id}`;
  const shown = pending ?? stream.matching_type;

  useEffect(() => {
    if (pending === stream.matching_type) setPending(undefined);
  }, [pending, stream.matching_type]);

  const choose = (matchingType: MatchingType) => {
    if (matchingType === shown) return;
    setPending(matchingType);
    StreamsActions.update(stream, { matching_type: matchingType }).then(onChanged, () => setPending(undefined));
  };

  return (
    <fieldset className="mb-3" aria-busy={pending !== undefined}>
      <legend className="h6">Matching</legend>
      {CHOICES.map((choice) => (
        <div className="form-check" key={choice.value}>
          <input className="form-check-input" type="radio" name={name} id={`${name}-${choice.value}`} value={choice.value}
                 checked={shown === choice.value} disabled={disabled || pending !== undefined}
                 onChange={() => choose(choice.value)} />
          <label className="form-check-label" htmlFor={`${name}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
    </fieldset>
  );
};

export default MatchingTypeControl;
