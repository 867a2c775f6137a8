// Graylog's sidecar permission strings (SidecarRestPermissions). The sidecar agent's own account needs
// sidecars:read, sidecars:update, sidecar_collectors:read and sidecar_collector_configurations:read.
const of = (prefix: string) => ({
  read: `${prefix}:read`,
  create: `${prefix}:create`,
  update: `${prefix}:update`,
  delete: `${prefix}:delete`,
});

export const SIDECARS = of('sidecars');
export const COLLECTORS = of('sidecar_collectors');
export const CONFIGURATIONS = of('sidecar_collector_configurations');

/** What a sidecar agent's account must hold to register and fetch its configurations. */
export const SIDECAR_AGENT_PERMISSIONS = [SIDECARS.read, SIDECARS.update, COLLECTORS.read, CONFIGURATIONS.read] as const;
