// Reading index sets, as the stream form needs to choose one: GET /system/indices/index_sets (Graylog's
// {total, index_sets, stats}: every set the caller may read, by title, `limit` 0 for all) and
// GET /system/indices/index_sets/{id}. Each set carries its `default` and `writable` flags; with
// `stats=true` the answer adds each set's indices, documents and bytes on disk. Managing index sets
// comes with a later issue.
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { permissionTarget } from '../http/crud';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import type { IndexSetConfig } from './defaults';

/** Graylog's IndexSetSummary: the stored configuration with the `default` flag, without the template name. */
export type IndexSetSummary = Omit<IndexSetConfig, 'index_template_name'> & { index_template_type: string };

export interface IndexSetStats {
  indices: number;
  documents: number;
  size: number;
}

interface IndexSetRow {
  id: string;
  title: string;
  is_default: number;
  data: string;
}

const indexSetRead = (id: string) => `indexsets:read:${permissionTarget(id)}`;

function summaryOf(row: IndexSetRow): IndexSetSummary {
  const { index_template_name: _template, ...config } = JSON.parse(row.data) as IndexSetConfig & { index_template_type?: string };
  return {
    ...config,
    id: row.id,
    title: row.title,
    // Sets stored before the flag existed were writable: Graylog's default.
    writable: config.writable !== false,
    default: row.is_default === 1,
    index_template_type: config.index_template_type ?? 'messages',
  };
}

/** The index set, or undefined when there is none with that id. */
export function findIndexSet(db: Db, id: string): IndexSetSummary | undefined {
  const row = db.prepare('SELECT id, title, is_default, data FROM index_sets WHERE id = ?').get(id) as IndexSetRow | undefined;
  return row ? summaryOf(row) : undefined;
}

function allIndexSets(db: Db): IndexSetSummary[] {
  const rows = db.prepare('SELECT id, title, is_default, data FROM index_sets ORDER BY title COLLATE NOCASE, id').all() as IndexSetRow[];
  return rows.map(summaryOf);
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/** Indices, stored messages and bytes on disk (each index file with its write-ahead log) of every index set. */
function indexSetStats(ctx: ServerContext): Map<string, IndexSetStats> {
  const rows = ctx.db.prepare('SELECT name, index_set_id, message_count FROM message_indices').all() as
    { name: string; index_set_id: string; message_count: number }[];
  const stats = new Map<string, IndexSetStats>();
  for (const row of rows) {
    const entry = stats.get(row.index_set_id) ?? { indices: 0, documents: 0, size: 0 };
    const file = path.join(ctx.dataDir, 'indices', `${row.name}.db`);
    entry.indices += 1;
    entry.documents += row.message_count;
    entry.size += fileSize(file) + fileSize(`${file}-wal`);
    stats.set(row.index_set_id, entry);
  }
  return stats;
}

const ListQuery = Type.Object(
  {
    skip: Type.Optional(Type.Integer({ minimum: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 0 })),
    stats: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export function registerIndexSetRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/indices/index_sets',
      // As in Graylog: the list shows only the sets the caller may read.
      auth: 'authenticated',
      schema: { querystring: ListQuery },
      handler: ({ query, caller }) => {
        const readable = allIndexSets(ctx.db).filter((set) => isPermitted(caller.permissions, indexSetRead(set.id)));
        const skip = query.skip ?? 0;
        const limit = query.limit ?? 0;
        const page = limit > 0 ? readable.slice(skip, skip + limit) : readable;
        const stats: Record<string, IndexSetStats> = {};
        if (query.stats === true) {
          const all = indexSetStats(ctx);
          for (const set of readable) stats[set.id] = all.get(set.id) ?? { indices: 0, documents: 0, size: 0 };
        }
        return { total: readable.length, index_sets: page, stats };
      },
    }),
    route({
      method: 'GET',
      url: '/system/indices/index_sets/:id',
      auth: { permission: (params) => indexSetRead(params.id) },
      schema: { params: IdParams },
      handler: ({ params }) => {
        const set = findIndexSet(ctx.db, params.id);
        if (!set) throw notFound(`Couldn't load index set with ID <${params.id}>`);
        return set;
      },
    }),
  ]);
}
