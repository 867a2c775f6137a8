// For the pack service's tests only (not built): two entity types kept in memory. A "widget" stands alone; a "gadget"
// refers to a widget (data.widget), so it is exported with its widget, installed after it, and kept
// with it. A title "explode" makes create refuse; with `reuse`, an entity with the same title is reused.
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, makeTestApi, writing, type TestApi } from '../../test/helpers';
import type { IngestServices } from '../context';
import { badRequest } from '../http/errors';
import { registerContentPackApi } from './contentPackRoutes';
import { facadeRegistry } from './facadeRegistry';
import type { EntityFacade, ModelType } from './types';

export interface FakeItem {
  id: string;
  title: string;
  widget?: string;
}

export class FakeWorld {
  readonly items = new Map<string, FakeItem>();
  /** Every create and delete, in order: "create widget w1", "delete gadget g2". */
  readonly journal: string[] = [];
  private seq = 0;
  /** Titles whose delete fails. */
  readonly undeletable = new Set<string>();

  add(type: string, title: string, widget?: string): string {
    this.seq += 1;
    const id = `${type[0]}${this.seq}`;
    this.items.set(id, { id, title, widget });
    return id;
  }

  titled(title: string): FakeItem[] {
    return [...this.items.values()].filter((item) => item.title === title);
  }
}

const typeOf = (name: string): ModelType => ({ name, version: '1' });

export function fakeFacade(world: FakeWorld, name: 'widget' | 'gadget', { reuse = false } = {}): EntityFacade {
  const type = typeOf(name);
  const mine = (id: string) => (id.startsWith(name[0]) ? world.items.get(id) : undefined);
  return {
    type,
    listExcerpts: () => [...world.items.values()].filter((item) => mine(item.id)).map((item) => ({ id: item.id, type, title: item.title })),
    dependencies: (_fc, id) => {
      const widget = mine(id)?.widget;
      return widget ? [{ id: widget, type: typeOf('widget') }] : [];
    },
    exportEntity: (_fc, id, exp) => {
      const item = mine(id);
      if (!item) return undefined;
      const data: Record<string, unknown> = { title: { '@type': 'string', '@value': item.title } };
      if (item.widget) data.widget = { '@type': 'string', '@value': exp.packIdFor({ id: item.widget, type: typeOf('widget') }) ?? item.widget };
      return { title: item.title, data };
    },
    installDependencies: (entity) => {
      const widget = entity.data.widget as { '@value'?: unknown } | undefined;
      return typeof widget?.['@value'] === 'string' ? [widget['@value']] : [];
    },
    findExisting: (entity, ic) => {
      if (!reuse) return undefined;
      const title = ic.resolve(entity.data.title);
      const found = [...world.items.values()].find((item) => mine(item.id) && item.title === title);
      return found ? { id: found.id, title: found.title } : undefined;
    },
    create: (entity, ic) => {
      const title = ic.resolve(entity.data.title);
      if (typeof title !== 'string') throw badRequest(`${name} title must be text`, 'title');
      if (title === 'explode') throw badRequest(`${name} ${title} cannot be created`);
      let widget: string | undefined;
      if (entity.data.widget !== undefined) {
        const ref = ic.resolve(entity.data.widget);
        widget = typeof ref === 'string' ? ic.nativeIdFor(ref) ?? ref : undefined;
      }
      const id = world.add(name, title, widget);
      world.journal.push(`create ${name} ${title}`);
      return { id, title };
    },
    fingerprint: (_fc, id) => {
      const item = mine(id);
      return item ? JSON.stringify(item) : undefined;
    },
    delete: (_fc, id) => {
      const item = mine(id);
      if (item && world.undeletable.has(item.title)) throw new Error(`${item.title} is stuck`);
      world.items.delete(id);
      world.journal.push(`delete ${name} ${item?.title ?? id}`);
    },
  };
}

export interface PackApi extends TestApi {
  world: FakeWorld;
  get: (url: string, auth?: Record<string, string>) => Promise<LightMyRequestResponse>;
  send: (method: 'POST' | 'DELETE', url: string, payload?: unknown, auth?: Record<string, string>) => Promise<LightMyRequestResponse>;
}

/** The content pack routes alone, over a widget and a gadget facade on a fresh world. */
export async function makePackApi({ reuse = false } = {}): Promise<PackApi> {
  const world = new FakeWorld();
  const facades = facadeRegistry([fakeFacade(world, 'widget', { reuse }), fakeFacade(world, 'gadget', { reuse })]);
  // The fake facades touch neither inputs nor messages.
  const t = await makeTestApi((api, ctx) => registerContentPackApi(api, { ctx, ingest: {} as IngestServices }, facades));
  return {
    ...t,
    world,
    get: (url, auth = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth }),
    send: (method, url, payload, auth = ADMIN) => t.app.inject({ method, url: `/api${url}`, headers: writing(auth), payload: payload as object | undefined }),
  };
}

/** A pack in Graylog 4's format with the given entities and parameters. */
export function packOf(id: string, entities: unknown[], { rev = 1, parameters = [] as unknown[], name = 'test pack' } = {}): Record<string, unknown> {
  return { v: '1', id, rev, name, summary: 'for tests', description: '', vendor: 'tests', url: '', parameters, entities };
}

/** A pack entity of the fake types; `title` may be a parameter reference. */
export function fakeEntity(id: string, type: 'widget' | 'gadget', title: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    v: '1',
    type: { name: type, version: '1' },
    id,
    data: { title: typeof title === 'string' ? { '@type': 'string', '@value': title } : title, ...extra },
    constraints: [{ type: 'server-version', version: '>=4.0.0' }],
  };
}
