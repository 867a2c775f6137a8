// Every /authz route: authorization roles, their assignees, shares and the grants overview.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAssigneeRoutes } from './assigneesRoutes';
import { registerAuthzRoleRoutes } from './rolesRoutes';
import { registerShareRoutes } from './sharesRoutes';

export function registerAuthzRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerAuthzRoleRoutes(api, ctx);
  registerAssigneeRoutes(api, ctx);
  registerShareRoutes(api, ctx);
}
