// For the facade tests only: the whole API on a fresh data folder, with the ingest services the facades
// need (inputs really start and stop), so entities are made through the API as a user would make them,
// and a minimal install context that resolves values and references as the pack service does.
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin } from '../../api';
import { AJV_OPTIONS } from '../../app';
import type { IngestServices, ServerContext } from '../../context';
import { openDatabase } from '../../db/database';
import { InputRuntime } from '../../inputs/runtime';
import { openProcessingGate } from '../../journal';
import { openMessageStore } from '../../messages/messageStore';
import { MetricRegistry } from '../../metrics/registry';
import { MessageProcessor } from '../../processing/processor';
import { ensureDefaults } from '../../setup/firstStart';
import { ADMIN, clockedTestContext, makeClock, tempDir, writing, type TestClock } from '../../../test/helpers';
import type { EntityFacade, ExportContext, FacadeContext, InstallContext, PackEntity } from '../types';
import { isValueReference } from './values';

export interface FacadeHarness {
  app: FastifyInstance;
  ctx: ServerContext;
  ingest: IngestServices;
  fc: FacadeContext;
  clock: TestClock;
  /** An admin call; answers the parsed body (untyped, as JSON.parse's) and fails the test on an unexpected status. */
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, expected?: number) => Promise<ReturnType<typeof JSON.parse>>;
  close: () => Promise<void>;
}

export async function makeFacadeHarness(): Promise<FacadeHarness> {
  const clock = makeClock();
  const dataDir = tempDir('facades-test-');
  const db = openDatabase(dataDir);
  await ensureDefaults(db, 'admin', clock.now());
  const ctx = clockedTestContext(db, dataDir, clock.now);
  const metrics = new MetricRegistry(clock.now);
  const messages = openMessageStore(ctx);
  const processor = new MessageProcessor(ctx, messages, metrics);
  const gate = openProcessingGate(ctx, processor, metrics);
  const inputs = new InputRuntime(ctx, gate, metrics);
  const ingest: IngestServices = { messages, processor, inputs, metrics };
  const app = Fastify({ logger: false, ajv: { customOptions: AJV_OPTIONS } });
  await app.register(apiPlugin(ctx, ingest), { prefix: '/api' });
  await app.ready();
  const call: FacadeHarness['call'] = async (method, url, body, expected) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? ADMIN : writing(ADMIN), payload: body as object | undefined });
    if (expected !== undefined ? response.statusCode !== expected : response.statusCode >= 300) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.body ? JSON.parse(response.body) : undefined;
  };
  return {
    app,
    ctx,
    ingest,
    fc: { ctx, ingest },
    clock,
    call,
    close: async () => {
      await app.close();
      await inputs.stopAll();
      await gate.close();
      await messages.close();
      db.close();
    },
  };
}

/** Export context of a pack whose entities are `members` (native id -> pack id). */
export function exportContext(members: Record<string, string> = {}): ExportContext {
  return { packIdFor: (native) => members[native.id] };
}

/**
 * An install context as the pack service builds one: a parameter reference takes the given value, else
 * the default; other references give their value; `installed` maps pack ids to native ids.
 */
export function installContext(
  h: FacadeHarness,
  { parameters = {}, defaults = {}, installed = {}, username = 'admin' }: {
    parameters?: Record<string, unknown>; defaults?: Record<string, unknown>; installed?: Record<string, string>; username?: string;
  } = {},
): InstallContext {
  return {
    ...h.fc,
    username,
    resolve: (value) => {
      if (!isValueReference(value)) return value;
      if (value['@type'] !== 'parameter') return value['@value'];
      const name = String(value['@value']);
      return name in parameters ? parameters[name] : defaults[name];
    },
    nativeIdFor: (packId) => installed[packId],
  };
}

/** A native entity as a pack entity, under pack id `packId`. */
export function packEntityOf(h: FacadeHarness, facade: EntityFacade, nativeId: string, packId = 'pack-entity', members: Record<string, string> = {}): PackEntity {
  const exported = facade.exportEntity(h.fc, nativeId, exportContext({ [nativeId]: packId, ...members }));
  if (!exported) throw new Error(`${facade.type.name} ${nativeId} did not export`);
  return { v: '1', type: facade.type, id: packId, data: exported.data, constraints: exported.constraints ?? [] };
}
