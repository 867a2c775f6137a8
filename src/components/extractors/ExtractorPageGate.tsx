import React, { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useParams } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { InputSummary } from '@/stores/inputs/InputsStore';
import { InputsActions } from '@/stores/inputs/InputsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

export type ExtractorPageParams = { inputId: string, nodeId: string };

type Props = {
  children: (input: InputSummary, params: ExtractorPageParams) => React.ReactElement,
};

/**
 * The extractor pages (`/system/inputs/{inputId}/{nodeId}/extractors…`): extractors belong to an input and
 * editing them needs inputs:edit on it. The route cannot name the input's id in its permission, so the
 * check happens here; then the input is loaded for its title (a missing input shows the not-found page).
 */
const ExtractorPageGate = ({ children }: Props) => {
  const { inputId, nodeId } = useParams<ExtractorPageParams>();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const permitted = isPermitted(permissions, `inputs:edit:${inputId}`);
  const [input, setInput] = useState<InputSummary | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!permitted) return undefined;
    let active = true;
    setInput(undefined);
    setFailed(false);
    InputsActions.get(inputId).then(
      (loaded) => { if (active) setInput(loaded); },
      () => { if (active) setFailed(true); },
    );
    return () => { active = false; };
  }, [inputId, permitted]);

  if (!permitted) {
    return <MissingPermissions />;
  }
  if (failed) {
    return <Alert variant="warning">The input could not be loaded. Reload the page to try again.</Alert>;
  }
  if (!input) {
    return <Spinner page text="Loading the input…" />;
  }
  return children(input, { inputId, nodeId });
};

export default ExtractorPageGate;
