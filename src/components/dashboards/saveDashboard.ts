// Saving a dashboard: its search is stored first, then the view that points at it; the stores toast the
// outcome of each call.
import type { View } from '@/stores/views/ViewsStore';
import { ViewsActions } from '@/stores/views/ViewsStore';

import type { DashboardContent } from './dashboardContent';
import { dashboardStorage, newDashboardStorage } from './dashboardContent';

export type DashboardDetails = { title: string, summary: string, description: string };

/** Saves the widgets and their positions into `view`; answers the saved view. */
export const saveDashboard = (view: View, content: DashboardContent): Promise<View> => {
  const { search, queryId, state } = dashboardStorage(content);
  return ViewsActions.createSearch(search).then((stored) => ViewsActions.update({ ...view, search_id: stored.id, state: { [queryId]: state } }));
};

/** Creates an empty dashboard; answers the created view. */
export const createDashboard = (details: DashboardDetails): Promise<View> => {
  const { search, state } = newDashboardStorage();
  return ViewsActions.createSearch(search).then((stored) => ViewsActions.create({
    type: 'DASHBOARD',
    ...details,
    search_id: stored.id,
    properties: [],
    requires: {},
    state,
  }));
};
