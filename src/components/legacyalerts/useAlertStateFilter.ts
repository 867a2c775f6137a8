import { useCallback } from 'react';
import { useHistory, useLocation } from 'react-router-dom';

import type { AlertState } from '@/stores/alerts/AlertsStore';
import { ALERT_STATES, DEFAULT_ALERT_STATE } from '@/stores/alerts/AlertsStore';

const isAlertState = (value: string | null): value is AlertState => ALERT_STATES.some((state) => state === value);

/**
 * The alerts list's state filter, kept in the URL beside the table's own view (`state`, with the table's
 * prefix), so reload, back and a copied link show the same alerts. The default (any) is left out; choosing
 * another state goes back to the first page.
 */
const useAlertStateFilter = (urlPrefix?: string): [AlertState, (state: AlertState) => void] => {
  const location = useLocation();
  const history = useHistory();
  const prefix = urlPrefix ? `${urlPrefix}_` : '';
  const param = `${prefix}state`;
  const fromUrl = new URLSearchParams(location.search).get(param);
  const state = isAlertState(fromUrl) ? fromUrl : DEFAULT_ALERT_STATE;

  const change = useCallback((next: AlertState) => {
    const current = history.location;
    const params = new URLSearchParams(current.search);
    if (next === DEFAULT_ALERT_STATE) params.delete(param); else params.set(param, next);
    params.delete(`${prefix}page`);
    const search = params.toString();
    history.push({ pathname: current.pathname, search: search ? `?${search}` : '', hash: current.hash });
  }, [history, param, prefix]);

  return [state, change];
};

export default useAlertStateFilter;
