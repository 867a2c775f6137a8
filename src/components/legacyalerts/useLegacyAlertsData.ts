// What the legacy alerting pages show beside their own list: the streams the user may read (titles, pickers,
// which stream a condition belongs to), the conditions (to name an alert's condition) and the types of
// conditions and callbacks (their names and forms). Loaded once per page, and again after the server was away.
import { useCallback, useEffect, useState } from 'react';

import type { AlertCondition, AlertConditionTypes } from '@/stores/alerts/AlertConditionsStore';
import { AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';
import type { AlarmCallbackTypes } from '@/stores/alerts/AlertNotificationsStore';
import { AlertNotificationsActions } from '@/stores/alerts/AlertNotificationsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream } from '@/stores/streams/streamTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

export type LegacyAlertsData = {
  streams: Array<Stream>,
  conditions: Array<AlertCondition>,
  conditionTypes: AlertConditionTypes,
  callbackTypes: AlarmCallbackTypes,
};

/** Which parts a page needs; the others stay empty and are not requested. */
export type LegacyAlertsNeeds = { conditions?: boolean, conditionTypes?: boolean, callbackTypes?: boolean };

export type LegacyAlertsDataState = { data?: LegacyAlertsData, error?: unknown, retry: () => void };

const nothing = <T>(empty: T) => Promise.resolve(empty);

const load = ({ conditions, conditionTypes, callbackTypes }: LegacyAlertsNeeds): Promise<LegacyAlertsData> => Promise.all([
  StreamsActions.listAll(),
  conditions ? AlertConditionsActions.listAll() : nothing<Array<AlertCondition>>([]),
  conditionTypes ? AlertConditionsActions.available() : nothing<AlertConditionTypes>({}),
  callbackTypes ? AlertNotificationsActions.available() : nothing<AlarmCallbackTypes>({}),
]).then(([streams, listedConditions, listedConditionTypes, listedCallbackTypes]) => ({
  streams, conditions: listedConditions, conditionTypes: listedConditionTypes, callbackTypes: listedCallbackTypes,
}));

const useLegacyAlertsData = ({ conditions = false, conditionTypes = false, callbackTypes = false }: LegacyAlertsNeeds): LegacyAlertsDataState => {
  const [state, setState] = useState<{ data?: LegacyAlertsData, error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useReloadOnReconnect(retry);

  useEffect(() => {
    let current = true;
    load({ conditions, conditionTypes, callbackTypes }).then(
      (data) => { if (current) setState({ data }); },
      (error: unknown) => { if (current) setState((previous) => ({ data: previous.data, error })); },
    );
    return () => { current = false; };
  }, [conditions, conditionTypes, callbackTypes, attempt]);

  return { ...state, retry };
};

export default useLegacyAlertsData;
