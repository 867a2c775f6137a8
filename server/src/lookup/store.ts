// SQL for caches, data adapters and tables. Each kind lives in its own table with the columns lists sort and
// search on (id, name, title, description) and the rest of Graylog's JSON in `data`; the entities are found by
// id or by name, as every Graylog lookup call takes either.
import type { Db } from '../db/types';
import type { ListSource } from '../http/pagination';
import type { AdapterDto, CacheDto, TableDto } from './types';

interface Row {
  id: string;
  name: string;
  title: string;
  description: string;
  data: string;
}

export interface EntityStore<T extends { id: string; name: string; title: string; description: string }> {
  /** By id, else by name. */
  find(db: Db, idOrName: string): T | undefined;
  findByName(db: Db, name: string): T | undefined;
  all(db: Db): T[];
  insert(db: Db, entity: T): void;
  update(db: Db, entity: T): void;
  remove(db: Db, id: string): void;
  /** What the paginated list needs, Graylog's sort and search fields. */
  listSource(db: Db): ListSource<Row>;
  fromRow(row: Row): T;
}

function entityStore<T extends { id: string; name: string; title: string; description: string }>(
  table: string,
  columns: (entity: T) => Record<string, string>,
): EntityStore<T> {
  const fromRow = (row: Row): T => ({ ...(JSON.parse(row.data) as T), id: row.id, name: row.name, title: row.title, description: row.description });
  const write = (db: Db, entity: T, sql: (names: string[]) => string) => {
    const values = { id: entity.id, name: entity.name, title: entity.title, description: entity.description, ...columns(entity), data: JSON.stringify(entity) };
    db.prepare(sql(Object.keys(values))).run(values);
  };
  return {
    find: (db, idOrName) =>
      [db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(idOrName), db.prepare(`SELECT * FROM ${table} WHERE name = ?`).get(idOrName)]
        .filter((row): row is Row => row !== undefined)
        .map(fromRow)[0],
    findByName: (db, name) => {
      const row = db.prepare(`SELECT * FROM ${table} WHERE name = ?`).get(name) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    all: (db) => (db.prepare(`SELECT * FROM ${table} ORDER BY name`).all() as Row[]).map(fromRow),
    insert: (db, entity) => write(db, entity, (names) => `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`),
    update: (db, entity) => write(db, entity, (names) => `UPDATE ${table} SET ${names.filter((n) => n !== 'id').map((n) => `${n} = @${n}`).join(', ')} WHERE id = @id`),
    remove: (db, id) => {
      db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
    },
    listSource: (db) => ({
      db,
      from: table,
      sortable: { id: 'id', title: 'title', description: 'description', name: 'name' },
      // Graylog's lookup lists sort by title, descending, unless told otherwise.
      defaultSort: { field: 'title', order: 'desc' },
      searchable: { id: 'id', title: 'title', description: 'description', name: 'name' },
      // Graylog searches free words in the title only.
      freeTextFields: ['title'],
    }),
    fromRow,
  };
}

export const cacheStore = entityStore<CacheDto>('lookup_caches', () => ({}));
export const adapterStore = entityStore<AdapterDto>('lookup_adapters', () => ({}));
export const tableStore = entityStore<TableDto>('lookup_tables', (table) => ({ cache_id: table.cache_id, data_adapter_id: table.data_adapter_id }));

/** Names of the tables using the cache or adapter: they must go (or change) before it can be deleted. */
export function tablesUsing(db: Db, column: 'cache_id' | 'data_adapter_id', id: string): string[] {
  return (db.prepare(`SELECT name FROM lookup_tables WHERE ${column} = ? ORDER BY name`).all(id) as Array<{ name: string }>).map((row) => row.name);
}
