import React, { useEffect, useRef, useState } from 'react';

import type { ColumnDefinition } from './types';

type Props<E> = {
  columns: Array<ColumnDefinition<E>>,
  visibleIds: Array<string>,
  onChange: (visibleIds: Array<string>) => void,
  /** Unique on the page, for the menu's id. */
  tableId: string,
};

/** A menu of checkboxes, one per column. The last visible column cannot be hidden. */
const ColumnChooser = <E, >({ columns, visibleIds, onChange, tableId }: Props<E>) => {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = `${tableId}-columns`;

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeOutside = (event: MouseEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  const setVisible = (id: string, visible: boolean) => {
    onChange(columns.map((column) => column.id).filter((columnId) => (columnId === id ? visible : visibleIds.includes(columnId))));
  };

  return (
    <div ref={container} className="dropdown console-column-chooser" onKeyDown={closeOnEscape}>
      <button ref={toggle} type="button" className="btn btn-outline-secondary dropdown-toggle"
              aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Columns
      </button>
      {open && (
        <div id={menuId} className="dropdown-menu dropdown-menu-end show p-2" role="group" aria-label="Visible columns">
          {columns.map((column) => {
            const checked = visibleIds.includes(column.id);
            const checkboxId = `${menuId}-${column.id}`;
            return (
              <div key={column.id} className="form-check">
                <input id={checkboxId} type="checkbox" className="form-check-input" checked={checked}
                       disabled={checked && visibleIds.length === 1}
                       onChange={(event) => setVisible(column.id, event.target.checked)} />
                <label htmlFor={checkboxId} className="form-check-label text-nowrap">{column.title}</label>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
};

export default ColumnChooser;
