// The share dialog's workflow: prepare to learn the current shares, prepare again after each change of
// the selection to learn what it implies, save the selection. Kept out of the dialog's markup.
import { useCallback, useEffect, useRef, useState } from 'react';

import { errorMessage } from '@/logic/errors/FetchError';
import type {
  CapabilityId, EntityShareState, GRN, SelectedGranteeCapabilities, SharedEntityDescription,
} from '@/stores/permissions/EntityShareStore';
import { EntityShareActions, refusedShareVerdict } from '@/stores/permissions/EntityShareStore';

export type EntityShare = {
  /** The server's last answer; undefined until the first prepare succeeded. */
  state: EntityShareState | undefined,
  /** The grantees and capabilities as the user has arranged them (what a save sends). */
  selection: SelectedGranteeCapabilities,
  /** Why the first prepare failed, when it did. */
  loadError: string | undefined,
  /** A prepare for the latest change is on its way: its implications are not known yet. */
  preparing: boolean,
  saving: boolean,
  add: (grantee: GRN, capability: CapabilityId) => void,
  changeCapability: (grantee: GRN, capability: CapabilityId) => void,
  remove: (grantee: GRN) => void,
  /** Saves the selection; rejects when the server refuses it (the state then carries its reasons). */
  save: () => Promise<EntityShareState>,
  /** Whether the selection differs from what is saved now. */
  dirty: boolean,
};

const withoutGrantee = (selection: SelectedGranteeCapabilities, grantee: GRN): SelectedGranteeCapabilities => (
  Object.fromEntries(Object.entries(selection).filter(([id]) => id !== grantee))
);

const sameSelection = (a: SelectedGranteeCapabilities, b: SelectedGranteeCapabilities): boolean => {
  const keysA = Object.keys(a);
  return keysA.length === Object.keys(b).length && keysA.every((key) => a[key] === b[key]);
};

/** The saved shares as a selection: one capability per grantee. */
const savedSelection = (state: EntityShareState | undefined): SelectedGranteeCapabilities => (
  Object.fromEntries((state?.activeShares ?? []).map((share) => [share.grantee, share.capability]))
);

/** Runs the share workflow for `entity` while `active` (the dialog is open); starts afresh each time. */
const useEntityShare = (entity: SharedEntityDescription, active: boolean): EntityShare => {
  const [state, setState] = useState<EntityShareState | undefined>();
  const [selection, setSelection] = useState<SelectedGranteeCapabilities>({});
  const [loadError, setLoadError] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);
  const [saving, setSaving] = useState(false);
  // Each prepare gets a number; only the answer to the newest one counts, so quick successive changes
  // cannot be overtaken by an older, slower answer.
  const latestRequest = useRef(0);
  const { entityGRN, entityType, entityTitle } = entity;

  const prepare = useCallback((next: SelectedGranteeCapabilities | undefined, previous: SelectedGranteeCapabilities) => {
    latestRequest.current += 1;
    const requestNumber = latestRequest.current;
    setPreparing(true);
    return EntityShareActions.prepare({ entityGRN, entityType, entityTitle }, next).then((answer) => {
      if (latestRequest.current === requestNumber) {
        setState(answer);
        setSelection(answer.selectedGranteeCapabilities);
        setPreparing(false);
      }
    }, (error: unknown) => {
      if (latestRequest.current === requestNumber) {
        // The store has toasted the failure; the user's change is undone so that what is shown is known.
        setSelection(previous);
        setPreparing(false);
        if (next === undefined) setLoadError(errorMessage(error));
      }
    });
  }, [entityGRN, entityType, entityTitle]);

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    setState(undefined);
    setSelection({});
    setLoadError(undefined);
    prepare(undefined, {});
    // Closing the dialog makes any answer still on its way irrelevant.
    return () => { latestRequest.current += 1; };
  }, [active, prepare]);

  const change = (next: SelectedGranteeCapabilities) => {
    const previous = selection;
    setSelection(next);
    prepare(next, previous);
  };

  const save = () => {
    setSaving(true);
    return EntityShareActions.update({ entityGRN, entityType, entityTitle }, selection).then((answer) => {
      setSaving(false);
      setState(answer);
      return answer;
    }, (error: unknown) => {
      setSaving(false);
      const verdict = refusedShareVerdict(error);
      if (verdict) setState(verdict);
      throw error;
    });
  };

  return {
    state,
    selection,
    loadError,
    preparing,
    saving,
    add: (grantee, capability) => change({ ...selection, [grantee]: capability }),
    changeCapability: (grantee, capability) => change({ ...selection, [grantee]: capability }),
    remove: (grantee) => change(withoutGrantee(selection, grantee)),
    save,
    dirty: state !== undefined && !sameSelection(selection, savedSelection(state)),
  };
};

export default useEntityShare;
