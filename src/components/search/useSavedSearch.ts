import { useCallback, useEffect, useState } from 'react';

import type { SavedSearchState } from '@/stores/views/savedSearch';
import { loadSavedSearch } from '@/stores/views/savedSearch';
import type { View } from '@/stores/views/ViewsStore';

export type SavedSearch =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'loaded', view: View, search: SavedSearchState }
  | { state: 'failed', error: unknown };

/**
 * The saved search a `/search/{viewId}` page opens; 'none' without an id. A missing or forbidden one shows
 * the router's error page (the views store reports it). `replaceView` takes a view just saved.
 */
const useSavedSearch = (viewId: string | undefined): { saved: SavedSearch, replaceView: (view: View, search: SavedSearchState) => void } => {
  const [saved, setSaved] = useState<SavedSearch>(viewId ? { state: 'loading' } : { state: 'none' });

  useEffect(() => {
    if (!viewId) {
      setSaved({ state: 'none' });
      return undefined;
    }
    let current = true;
    setSaved((previous) => (previous.state === 'loaded' && previous.view.id === viewId ? previous : { state: 'loading' }));
    loadSavedSearch(viewId).then(
      ({ view, state }) => { if (current) setSaved({ state: 'loaded', view, search: state }); },
      (error: unknown) => { if (current) setSaved({ state: 'failed', error }); },
    );
    return () => { current = false; };
  }, [viewId]);

  const replaceView = useCallback((view: View, search: SavedSearchState) => setSaved({ state: 'loaded', view, search }), []);
  return { saved, replaceView };
};

export default useSavedSearch;
