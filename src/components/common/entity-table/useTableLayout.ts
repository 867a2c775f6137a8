// Which columns a user sees and which page size they chose, per table, remembered in their preferences
// under `tableLayout.<table id>` as the JSON text {"columns": [visible ids in order], "perPage": n}.
import { useCallback, useMemo, useRef, useState } from 'react';

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

/**
 * The layout saves, one after another. A save sends all of the user's preferences, so two at once (two
 * quick changes, or two tables) would each send what they read before the other was saved, and the later
 * would undo the earlier. Each save reads the preferences when its turn comes instead: by then the one
 * before has been saved and the current user reloaded with it.
 */
let layoutSaves: Promise<unknown> = Promise.resolve();

const saveLayout = (key: string, layout: () => TableLayout) => {
  layoutSaves = layoutSaves.then(() => {
    const user = CurrentUserStore.getInitialState().currentUser;
    if (!user) {
      return undefined;
    }
    const preferences = { ...user.preferences, [key]: JSON.stringify(layout()) };
    // Quiet: a layout change needs no confirmation. A failure is toasted by the store; the choice stays
    // in effect on this page either way, and the next save goes ahead.
    return PreferencesActions.saveUserPreferences(user.username, preferences, { quiet: true }).catch(() => undefined);
  });
};

export const useTableLayout = <E>(tableId: string, columns: Array<ColumnDefinition<E>>) => {
  const key = layoutPreferenceKey(tableId);
  const storedValue = useStore(CurrentUserStore, (state) => state.currentUser?.preferences?.[key]);
  // What the user chose on this page wins over the stored value for as long as the table is on screen:
  // the stored value catches up only once the save is through, or never when it fails.
  const [chosen, setChosen] = useState<TableLayout | undefined>();
  const layout = useMemo(() => chosen ?? parseLayout(storedValue), [chosen, storedValue]);
  const visibleIds = useMemo(() => visibleColumnIds(columns, layout), [columns, layout]);
  // The latest choice, for a save that runs after later changes: it sends the newest layout, not its own.
  const latest = useRef(layout);
  latest.current = layout;

  const remember = useCallback((changes: TableLayout) => {
    const next = { ...latest.current, ...changes };
    latest.current = next;
    setChosen(next);
    saveLayout(key, () => latest.current);
  }, [key]);

  return {
    visibleIds,
    rememberedPerPage: layout.perPage,
    setVisibleColumns: useCallback((ids: Array<string>) => remember({ columns: ids }), [remember]),
    setPerPage: useCallback((perPage: number) => remember({ perPage }), [remember]),
  };
};

export default useTableLayout;
