import { useCallback, useMemo, useState } from 'react';

import type { Selection } from './EntityDataTable';

/**
 * The selected entities by id. Selection survives paging, so the entities themselves are kept: a bulk
 * action runs on items that may no longer be on the page on screen.
 */
export const useSelection = <E, >(getId: (entity: E) => string) => {
  const [selected, setSelected] = useState<Map<string, E>>(() => new Map());

  const ids: Selection = useMemo(() => Object.fromEntries(Array.from(selected.keys()).map((id) => [id, true])), [selected]);

  /** Takes the table's new selection; `rows` are the entities on screen, the source of newly selected ones. */
  const change = useCallback((next: Selection, rows: Array<E>) => {
    setSelected((previous) => {
      const onScreen = new Map(rows.map((entity) => [getId(entity), entity]));
      const result = new Map<string, E>();
      Object.entries(next).filter(([, isSelected]) => isSelected).forEach(([id]) => {
        const entity = onScreen.get(id) ?? previous.get(id);
        if (entity !== undefined) result.set(id, entity);
      });
      return result;
    });
  }, [getId]);

  /** Keeps only the given entities selected (e.g. those a bulk action failed for). */
  const keepOnly = useCallback((entities: Array<E>) => {
    setSelected(new Map(entities.map((entity) => [getId(entity), entity])));
  }, [getId]);

  return { selectedIds: ids, selectedEntities: useMemo(() => Array.from(selected.values()), [selected]), change, keepOnly };
};

export default useSelection;
