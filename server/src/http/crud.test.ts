// crudRoutes: a whole entity area from one declaration, tested with a small "widgets" table.
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/types';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { ADMIN, basic, expectApiError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { crudRoutes, permissionTarget } from './crud';
import { badRequest } from './errors';
import { newObjectId } from './ids';
import { registerRoutes } from './routes';

interface Widget {
  id: string;
  title: string;
  builtin: boolean;
}
interface WidgetRow {
  id: string;
  title: string;
  builtin: number;
}

const WidgetInput = Type.Object({ title: Type.String({ minLength: 1, maxLength: 50 }) }, { additionalProperties: false });

function widgetRoutes(db: Db) {
  db.exec('CREATE TABLE widgets (id TEXT PRIMARY KEY, title TEXT NOT NULL, builtin INTEGER NOT NULL DEFAULT 0)');
  const fromRow = (row: WidgetRow): Widget => ({ id: row.id, title: row.title, builtin: row.builtin === 1 });
  const find = (id: string) => {
    const row = db.prepare('SELECT * FROM widgets WHERE id = ?').get(id) as WidgetRow | undefined;
    return row ? fromRow(row) : undefined;
  };
  return crudRoutes(db, {
    path: '/widgets',
    idParam: 'widgetId',
    listKey: 'widgets',
    noun: 'widget',
    permission: 'widgets',
    idOf: (widget) => widget.id,
    schemas: { create: WidgetInput, update: WidgetInput },
    protect: (widget) => (widget.builtin ? `Widget ${widget.title} is built in` : null),
    store: {
      find,
      fromRow,
      create: (input) => {
        const id = newObjectId();
        db.prepare('INSERT INTO widgets (id, title) VALUES (?, ?)').run(id, input.title);
        return find(id) ?? fromRow({ id, title: input.title, builtin: 0 });
      },
      update: (existing, input) => {
        db.prepare('UPDATE widgets SET title = ? WHERE id = ?').run(input.title, existing.id);
        // A rule that can only be checked after writing: the transaction must undo the write.
        if (input.title === 'forbidden') throw badRequest('That title is not allowed', 'title');
        return { ...existing, title: input.title };
      },
      remove: (existing) => {
        db.prepare('DELETE FROM widgets WHERE id = ?').run(existing.id);
      },
      list: {
        from: 'widgets',
        sortable: { title: 'title' },
        searchable: { title: 'title' },
        defaultSort: { field: 'title', order: 'asc' },
      },
    },
  });
}

describe('crudRoutes', () => {
  let t: TestApi;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await makeTestApi((api, ctx) => registerRoutes(api, widgetRoutes(ctx.db)));
    for (const title of ['Gear', 'Anchor', 'Bolt']) {
      const created = await t.app.inject({ method: 'POST', url: '/api/widgets', headers: writing(ADMIN), payload: { title } });
      expect(created.statusCode).toBe(201);
      ids[title] = created.json().id;
    }
    t.ctx.db.prepare("INSERT INTO widgets (id, title, builtin) VALUES ('builtin0000000000000000', 'Core', 1)").run();
    // A user who may read only the bolt.
    insertUser(t.ctx.db, { username: 'viewer', password_hash: await hashPassword('viewer-pass-1'), email: 'v@x.org', full_name: 'V', permissions: [`widgets:read:${ids.Bolt}`] }, t.clock.now());
  });
  afterAll(async () => {
    await t.app.close();
  });

  const viewer = basic('viewer', 'viewer-pass-1');

  it('lists in the paginated shape, sorted and searched, showing only what the caller may read', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/widgets?per_page=2', headers: ADMIN })).json();
    expect(all).toMatchObject({ page: 1, per_page: 2, count: 2, total: 4, grand_total: 4 });
    expect(all.widgets.map((w: Widget) => w.title)).toEqual(['Anchor', 'Bolt']);
    expect((await t.app.inject({ method: 'GET', url: '/api/widgets?query=or', headers: ADMIN })).json().widgets.map((w: Widget) => w.title)).toEqual(['Anchor', 'Core']);
    const seen = (await t.app.inject({ method: 'GET', url: '/api/widgets', headers: viewer })).json();
    expect(seen).toMatchObject({ total: 1, grand_total: 1, count: 1, widgets: [{ title: 'Bolt' }] });
  });

  it('reads one entity with <perm>:read:<id>, 404 for unknown ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/widgets/${ids.Bolt}`, headers: viewer })).json()).toEqual({ id: ids.Bolt, title: 'Bolt', builtin: false });
    expect(expectApiError(await t.app.inject({ method: 'GET', url: `/api/widgets/${ids.Gear}`, headers: viewer }), 403)).toMatch(`widgets:read:${ids.Gear}`);
    expect(expectApiError(await t.app.inject({ method: 'GET', url: '/api/widgets/nope', headers: ADMIN }), 404)).toBe("Couldn't find widget nope");
  });

  it('creates, updates and deletes with their permissions', async () => {
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/widgets', headers: writing(viewer), payload: { title: 'X' } }), 403);
    expectApiError(await t.app.inject({ method: 'PUT', url: `/api/widgets/${ids.Bolt}`, headers: writing(viewer), payload: { title: 'X' } }), 403);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/widgets/${ids.Bolt}`, headers: writing(viewer) }), 403);
    const updated = await t.app.inject({ method: 'PUT', url: `/api/widgets/${ids.Gear}`, headers: writing(ADMIN), payload: { title: 'Cog' } });
    expect(updated.json()).toEqual({ id: ids.Gear, title: 'Cog', builtin: false });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/widgets/${ids.Gear}`, headers: writing(ADMIN) })).statusCode).toBe(204);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/widgets/${ids.Gear}`, headers: writing(ADMIN) }), 404);
  });

  it('validates bodies with field errors and never half-saves', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/widgets', headers: writing(ADMIN), payload: { title: '' } });
    expect(bad.json()).toEqual({ type: 'ApiError', message: 'body/title must NOT have fewer than 1 characters', failed: true, errors: { title: ['must NOT have fewer than 1 characters'] } });
    const refused = await t.app.inject({ method: 'PUT', url: `/api/widgets/${ids.Anchor}`, headers: writing(ADMIN), payload: { title: 'forbidden' } });
    expect(refused.json().errors).toEqual({ title: ['That title is not allowed'] });
    expect((await t.app.inject({ method: 'GET', url: `/api/widgets/${ids.Anchor}`, headers: ADMIN })).json().title).toBe('Anchor');
  });

  it('protects entities the definition marks, with a 400', async () => {
    expect(expectApiError(await t.app.inject({ method: 'PUT', url: '/api/widgets/builtin0000000000000000', headers: writing(ADMIN), payload: { title: 'New' } }), 400)).toBe('Widget Core is built in');
    expectApiError(await t.app.inject({ method: 'DELETE', url: '/api/widgets/builtin0000000000000000', headers: writing(ADMIN) }), 400);
  });

  it('keeps anonymous callers out of every route, known or not', async () => {
    for (const url of ['/api/widgets', `/api/widgets/${ids.Bolt}`, '/api/widgetz']) {
      expectApiError(await t.app.inject({ method: 'GET', url }), 401);
    }
  });

  it('turns ids that could widen a permission into one only wildcards cover', () => {
    expect(permissionTarget('abc')).toBe('abc');
    for (const id of ['*', 'a:b', 'a,b', '', 'a b']) expect(permissionTarget(id)).toBe('/');
  });
});
