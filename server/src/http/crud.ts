// The five routes of a plain entity area, declared once:
//   GET    <path>          paginated list, showing only what the caller may read   (<perm>:read:<id> per row)
//   GET    <path>/:<id>    one entity                                              (<perm>:read:<id>)
//   POST   <path>          create from the create schema; 201 with the entity      (<perm>:create)
//   PUT    <path>/:<id>    update from the update schema; 200 with the entity      (<perm>:edit:<id>)
//   DELETE <path>/:<id>    delete; 204                                             (<perm>:delete:<id>)
// Writes run in a transaction, unknown ids are 404, and `protect` refuses changes to e.g. built-ins
// with a 400. An area then consists of a migration, a store (CrudStore) and one crudRoutes() call.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import type { Db } from '../db/types';
import { badRequest, notFound } from './errors';
import { paginate, paginatedBody, PaginationQuery, type ListSource } from './pagination';
import { route, type DeclaredRoute } from './routes';

export interface CrudStore<Entity, Row, Create, Update> {
  find: (id: string) => Entity | undefined;
  create: (input: Create, caller: AuthContext) => Entity;
  update: (existing: Entity, input: Update, caller: AuthContext) => Entity;
  remove: (existing: Entity, caller: AuthContext) => void;
  /** The table (or subquery), sorting and search of the list; rows become entities with `fromRow`. */
  list: Omit<ListSource<Row>, 'db' | 'map' | 'visible'>;
  fromRow: (row: Row) => Entity;
}

export interface CrudDefinition<Entity, Row, Create extends TSchema, Update extends TSchema> {
  /** Collection path relative to the API root, e.g. '/streams'. */
  path: string;
  /** Name of the id path parameter, e.g. 'streamId'. */
  idParam: string;
  /** Key of the items in the paginated answer, e.g. 'streams'. */
  listKey: string;
  /** Used in messages: "Couldn't find <noun> <id>". */
  noun: string;
  /** Permission prefix, e.g. 'streams' for streams:read:<id>, streams:create, ... */
  permission: string;
  idOf: (entity: Entity) => string;
  /** What the client sees of an entity; the entity itself by default. */
  view?: (entity: Entity) => unknown;
  schemas: { create: Create; update: Update };
  store: CrudStore<Entity, Row, Static<Create>, Static<Update>>;
  /** A reason to refuse changing or deleting this entity (answered 400), or null. */
  protect?: (entity: Entity, action: 'update' | 'delete') => string | null;
}

/**
 * The id as a permission part. ':' ',' and '*' mean something inside a permission string, so an id
 * containing them becomes '/', which only wildcard grants cover (such an id names no entity anyway).
 */
export function permissionTarget(id: string): string {
  return /[:,*\s]/.test(id) || id === '' ? '/' : id;
}

export function crudRoutes<Entity, Row, Create extends TSchema, Update extends TSchema>(
  db: Db,
  definition: CrudDefinition<Entity, Row, Create, Update>,
): DeclaredRoute[] {
  const { path, idParam, noun, permission, store, idOf } = definition;
  const view = definition.view ?? ((entity: Entity) => entity);
  const itemPath = `${path}/:${idParam}`;
  const IdParams = Type.Object({ [idParam]: Type.String({ minLength: 1, maxLength: 200 }) });
  const on = (action: string) => (params: Record<string, string>) => `${permission}:${action}:${permissionTarget(params[idParam] ?? '')}`;

  const requireEntity = (id: string): Entity => {
    const entity = store.find(id);
    if (entity === undefined) throw notFound(`Couldn't find ${noun} ${id}`);
    return entity;
  };
  const assertChangeable = (entity: Entity, action: 'update' | 'delete') => {
    const reason = definition.protect?.(entity, action);
    if (reason) throw badRequest(reason);
  };

  return [
    route({
      method: 'GET',
      url: path,
      auth: 'authenticated',
      schema: { querystring: PaginationQuery },
      handler: ({ query, caller }) => {
        const list = paginate<Row, unknown>(
          {
            ...store.list,
            db,
            visible: (row) => isPermitted(caller.permissions, `${permission}:read:${permissionTarget(idOf(store.fromRow(row)))}`),
            map: (row) => view(store.fromRow(row)),
          },
          query,
        );
        return paginatedBody(definition.listKey, list);
      },
    }),
    route({
      method: 'GET',
      url: itemPath,
      auth: { permission: on('read') },
      schema: { params: IdParams },
      handler: ({ params }) => view(requireEntity(params[idParam])),
    }),
    route({
      method: 'POST',
      url: path,
      auth: { permission: `${permission}:create` },
      schema: { body: definition.schemas.create },
      status: 201,
      handler: ({ body, caller }) => view(db.transaction(() => store.create(body, caller))()),
    }),
    route({
      method: 'PUT',
      url: itemPath,
      auth: { permission: on('edit') },
      schema: { params: IdParams, body: definition.schemas.update },
      handler: ({ params, body, caller }) =>
        view(
          db.transaction(() => {
            const existing = requireEntity(params[idParam]);
            assertChangeable(existing, 'update');
            return store.update(existing, body, caller);
          })(),
        ),
    }),
    route({
      method: 'DELETE',
      url: itemPath,
      auth: { permission: on('delete') },
      schema: { params: IdParams },
      handler: ({ params, caller }) => {
        db.transaction(() => {
          const existing = requireEntity(params[idParam]);
          assertChangeable(existing, 'delete');
          store.remove(existing, caller);
        })();
      },
    }),
  ];
}
