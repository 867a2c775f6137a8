// sidecar_collector v1 and sidecar_collector_configuration v1 (Graylog's SidecarCollectorEntity and
// SidecarCollectorConfigurationEntity), every field a ValueReference. A collector is name, service_type,
// node_operating_system, executable_path, execute_parameters, validation_parameters and default_template;
// one with the same name and operating system is reused as it is (Graylog's findExisting), so a pack of the
// default filebeat collector finds this server's. A configuration is collector_id (the pack id of its
// collector), title (the configuration's name), color and template; it depends on its collector and is
// never reused. Both are checked by the sidecar area's own rules before anything is saved, and neither is
// deleted while something uses it (a collector with configurations, a configuration assigned to sidecars).
import { badRequest } from '../../http/errors';
import {
  allCollectors, collectorInUse, createCollector, DEFAULT_SERVICE_TYPE, deleteCollector, findCollector, findCollectorByNameAndOs,
} from '../../sidecars/collectors';
import { allConfigurations, createConfiguration, deleteConfiguration, findConfiguration } from '../../sidecars/configurations';
import { findSidecar, sidecarsWithConfiguration } from '../../sidecars/sidecarStore';
import type { Collector, CollectorInput, Configuration } from '../../sidecars/types';
import type { EntityFacade, ExportContext, InstallContext } from '../types';
import { refuseMissingVariables } from './sidecarVariables';
import { usedBy } from './usedBy';
import {
  digest, entityData, exportRef, NATIVE_IDS, nativeRef, optionalText, packMembers, ref, referencedIds, requiredText, text,
} from './values';

const COLLECTOR_TYPE = { name: 'sidecar_collector', version: '1' } as const;
const CONFIGURATION_TYPE = { name: 'sidecar_collector_configuration', version: '1' } as const;

/** A nullable text as Graylog writes it: ValueReference.of(null) is a JSON null. */
const nullableRef = (value: string | null) => (value === null ? null : ref(value));

function exportedCollector(collector: Collector): Record<string, unknown> {
  return {
    name: ref(collector.name),
    service_type: ref(collector.service_type),
    node_operating_system: ref(collector.node_operating_system),
    executable_path: ref(collector.executable_path),
    execute_parameters: nullableRef(collector.execute_parameters),
    validation_parameters: nullableRef(collector.validation_parameters),
    default_template: nullableRef(collector.default_template),
  };
}

function collectorInput(ic: InstallContext, data: Record<string, unknown>): CollectorInput {
  return {
    name: requiredText(ic, data, 'name'),
    service_type: text(ic, data, 'service_type', DEFAULT_SERVICE_TYPE),
    node_operating_system: requiredText(ic, data, 'node_operating_system'),
    executable_path: text(ic, data, 'executable_path', ''),
    execute_parameters: optionalText(ic, data, 'execute_parameters'),
    validation_parameters: optionalText(ic, data, 'validation_parameters'),
    default_template: optionalText(ic, data, 'default_template'),
  };
}

export const sidecarCollectorFacade: EntityFacade = {
  type: COLLECTOR_TYPE,

  listExcerpts: ({ ctx }) => allCollectors(ctx.db).map((collector) => ({ id: collector.id, type: COLLECTOR_TYPE, title: collector.name })),

  dependencies: () => [],

  exportEntity({ ctx }, nativeId) {
    const collector = findCollector(ctx.db, nativeId);
    return collector ? { title: collector.name, data: exportedCollector(collector) } : undefined;
  },

  installDependencies: () => [],

  findExisting(entity, ic) {
    const data = entityData(entity);
    const existing = findCollectorByNameAndOs(ic.ctx.db, requiredText(ic, data, 'name'), requiredText(ic, data, 'node_operating_system'));
    return existing ? { id: existing.id, title: existing.name } : undefined;
  },

  create(entity, ic) {
    const { db } = ic.ctx;
    const input = collectorInput(ic, entityData(entity));
    const collector = db.transaction(() => createCollector(db, input, ic.ctx.now()))();
    return { id: collector.id, title: collector.name };
  },

  fingerprint({ ctx }, nativeId) {
    const collector = findCollector(ctx.db, nativeId);
    return collector ? digest(exportedCollector(collector)) : undefined;
  },

  // A user's own configuration of this collector would keep the delete from happening (reported as failed).
  usedOutside({ ctx }, nativeId, own) {
    const configurations = allConfigurations(ctx.db).filter((configuration) => configuration.collector_id === nativeId && !own.has(configuration.id));
    return usedBy(['configuration', configurations.map((configuration) => configuration.name)]);
  },

  delete({ ctx }, nativeId) {
    const { db } = ctx;
    const collector = findCollector(db, nativeId);
    if (!collector) return;
    if (collectorInUse(db, nativeId)) throw badRequest(`Collector "${collector.name}" is still in use by a configuration, cannot delete.`);
    db.transaction(() => deleteCollector(db, nativeId))();
  },
};

function exportedConfiguration(configuration: Configuration, exp: ExportContext): Record<string, unknown> {
  return {
    collector_id: exportRef(exp, { id: configuration.collector_id, type: COLLECTOR_TYPE }),
    title: ref(configuration.name),
    color: ref(configuration.color),
    template: ref(configuration.template),
  };
}

export const sidecarConfigurationFacade: EntityFacade = {
  type: CONFIGURATION_TYPE,

  listExcerpts: ({ ctx }) => allConfigurations(ctx.db).map((configuration) => ({ id: configuration.id, type: CONFIGURATION_TYPE, title: configuration.name })),

  dependencies({ ctx }, nativeId) {
    const configuration = findConfiguration(ctx.db, nativeId);
    if (!configuration || !findCollector(ctx.db, configuration.collector_id)) return [];
    return [{ id: configuration.collector_id, type: COLLECTOR_TYPE }];
  },

  exportEntity({ ctx }, nativeId, exp) {
    const configuration = findConfiguration(ctx.db, nativeId);
    return configuration ? { title: configuration.name, data: exportedConfiguration(configuration, exp) } : undefined;
  },

  installDependencies: (entity, pack) => packMembers(pack, referencedIds([entityData(entity).collector_id])),

  findExisting: () => undefined,

  create(entity, ic) {
    const { db } = ic.ctx;
    const data = entityData(entity);
    const input = {
      collector_id: nativeRef(ic, data.collector_id, (id) => findCollector(db, id) !== undefined, 'sidecar collector', 'collector_id'),
      name: text(ic, data, 'title', ''),
      color: text(ic, data, 'color', ''),
      template: text(ic, data, 'template', ''),
    };
    refuseMissingVariables(db, input.name, input.template);
    const configuration = db.transaction(() => createConfiguration(db, input, ic.ctx.now()))();
    return { id: configuration.id, title: configuration.name };
  },

  fingerprint({ ctx }, nativeId) {
    const configuration = findConfiguration(ctx.db, nativeId);
    return configuration ? digest(exportedConfiguration(configuration, NATIVE_IDS)) : undefined;
  },

  // Sidecars are never part of an installation: any sidecar it is assigned to is the user's.
  usedOutside({ ctx }, nativeId) {
    const sidecars = sidecarsWithConfiguration(ctx.db, nativeId).map((nodeId) => findSidecar(ctx.db, nodeId)?.node_name ?? nodeId);
    return usedBy(['sidecar', sidecars]);
  },

  delete({ ctx }, nativeId) {
    const { db } = ctx;
    const configuration = findConfiguration(db, nativeId);
    if (!configuration) return;
    if (sidecarsWithConfiguration(db, nativeId).length > 0) {
      throw badRequest(`Configuration "${configuration.name}" is still assigned to sidecars, cannot delete.`);
    }
    db.transaction(() => deleteConfiguration(db, nativeId))();
  },
};
