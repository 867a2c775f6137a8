import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useHistory, useLocation } from 'react-router-dom';

import { perPageChoices, readView, viewKey, viewParamNames, writeView } from './tableView';
import type { ViewDefaults } from './tableView';
import type { PageRequest, Sort } from './types';

type Options = {
  urlPrefix?: string,
  defaultPerPage: number,
  /** The page size the user chose last time (preferences); used when the URL names none on entry. */
  rememberedPerPage: number | undefined,
  defaultSort: Sort,
  sortableFields: Array<string>,
  searchable: boolean,
  /** The server's own page size is `defaultPerPage`; no other is read from the URL or remembered. */
  fixedPerPage?: boolean,
};

export type ChangeView = (changes: Partial<PageRequest>, mode?: 'push' | 'replace') => void;

/**
 * The table's view, read from the URL, and the way to change it: each change is a history entry, so the
 * browser's back and forward walk through the views.
 */
export const useTableView = ({ urlPrefix, defaultPerPage, rememberedPerPage, defaultSort, sortableFields, searchable, fixedPerPage = false }: Options) => {
  const location = useLocation();
  const history = useHistory();
  const names = useMemo(() => viewParamNames(urlPrefix), [urlPrefix]);
  const sortableList = sortableFields.join('\n');
  const defaults: ViewDefaults = useMemo(() => ({
    perPage: defaultPerPage,
    sort: { field: defaultSort.field, order: defaultSort.order },
    sortableFields: sortableList.split('\n'),
    searchable,
    fixedPerPage,
  }), [defaultPerPage, defaultSort.field, defaultSort.order, sortableList, searchable, fixedPerPage]);

  // Entering the table with no page size in the URL shows the remembered one, and writes it into the URL
  // (replacing the entry) so that the URL alone describes every view: absent always means the default.
  const entryPerPage = useRef<number | undefined>(
    !new URLSearchParams(location.search).has(names.perPage)
      && rememberedPerPage !== undefined && rememberedPerPage !== defaultPerPage
      && perPageChoices(defaultPerPage, fixedPerPage).includes(rememberedPerPage) ? rememberedPerPage : undefined,
  );

  const fromUrl = readView(location.search, names, defaults);
  const key = JSON.stringify(entryPerPage.current !== undefined ? { ...fromUrl, perPage: entryPerPage.current } : fromUrl);
  // One object per distinct view, so that effects keyed on the view run once per change.
  const view = useMemo(() => JSON.parse(key) as PageRequest, [key]);

  useLayoutEffect(() => {
    const perPage = entryPerPage.current;
    if (perPage === undefined) {
      return;
    }
    entryPerPage.current = undefined;
    const current = history.location;
    const search = writeView(current.search, { ...readView(current.search, names, defaults), perPage }, names, defaults);
    history.replace({ pathname: current.pathname, search, hash: current.hash });
  }, [history, names, defaults]);

  const changeView: ChangeView = useCallback((changes, mode = 'push') => {
    const current = history.location;
    const currentView = readView(current.search, names, defaults);
    const next = { ...currentView, ...changes };
    if (viewKey(next) === viewKey(currentView)) {
      return;
    }
    const target = { pathname: current.pathname, search: writeView(current.search, next, names, defaults), hash: current.hash };
    if (mode === 'replace') {
      history.replace(target);
    } else {
      history.push(target);
    }
  }, [history, names, defaults]);

  return { view, changeView };
};

export default useTableView;
