// Which columns a user sees and which page size they chose, per table, remembered in their preferences
// under `tableLayout.<table id>` as the JSON text {"columns": [visible ids in order], "perPage": n}.
import { useCallback, useMemo, useState } from 'react';

import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';

import type { ColumnDefinition } from './types';

export type TableLayout = { columns?: Array<string>, perPage?: number };

export const layoutPreferenceKey = (tableId: string) => `tableLayout.${tableId}`;

/** The layout stored in a preference value; anything unreadable counts as no layout. */
export const parseLayout = (stored: unknown): TableLayout => {
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null) {
    return {};
  }
  const { columns, perPage } = value as { columns?: unknown, perPage?: unknown };
  return {
    columns: Array.isArray(columns) ? columns.filter((column): column is string => typeof column === 'string') : undefined,
    perPage: typeof perPage === 'number' && Number.isInteger(perPage) && perPage > 0 ? perPage : undefined,
  };
};

/** Visible column ids in definition order: the remembered choice, else every column not hidden by default. */
export const visibleColumnIds = <E>(columns: Array<ColumnDefinition<E>>, layout: TableLayout): Array<string> => {
  const remembered = layout.columns;
  const chosen = remembered ? columns.filter((column) => remembered.includes(column.id)) : [];
  return (chosen.length > 0 ? chosen : columns.filter((column) => !column.hiddenByDefault)).map((column) => column.id);
};

export const useTableLayout = <E>(tableId: string, columns: Array<ColumnDefinition<E>>) => {
  const key = layoutPreferenceKey(tableId);
  const storedValue = useStore(CurrentUserStore, (state) => state.currentUser?.preferences?.[key]);
  // What the user just chose wins over the stored value until the saved preferences come back.
  const [chosen, setChosen] = useState<TableLayout | undefined>();
  const layout = useMemo(() => chosen ?? parseLayout(storedValue), [chosen, storedValue]);
  const visibleIds = useMemo(() => visibleColumnIds(columns, layout), [columns, layout]);

  const remember = useCallback((changes: TableLayout) => {
    const next = { ...layout, ...changes };
    setChosen(next);
    const user = CurrentUserStore.getInitialState().currentUser;
    if (user) {
      const preferences = { ...user.preferences, [key]: JSON.stringify(next) };
      // Quiet: a layout change needs no confirmation. A failure is toasted by the store; the choice
      // stays in effect on this page either way.
      PreferencesActions.saveUserPreferences(user.username, preferences, { quiet: true }).catch(() => undefined);
    }
  }, [layout, key]);

  return {
    visibleIds,
    rememberedPerPage: layout.perPage,
    setVisibleColumns: useCallback((ids: Array<string>) => remember({ columns: ids }), [remember]),
    setPerPage: useCallback((perPage: number) => remember({ perPage }), [remember]),
  };
};

export default useTableLayout;
