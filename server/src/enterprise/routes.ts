// The free enterprise licence: its status and the request for one (Graylog's /free-enterprise resource).
// An embedded installation has no licence system and cannot reach Graylog's licence service, so it answers the
// status truthfully (nothing installed, nothing staged) and refuses a well-formed request with a 409 that says
// nothing was sent and how to get a licence instead. Graylog's 500 for an unreachable licence service would
// misstate a condition that is permanent and expected here.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError, badRequest } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { getLogger } from '../logging/logger';
import { FREE_LICENSE_FIELDS, freeLicenseRequestProblems } from '../../../src/logic/freeLicenseRequest';

const LOG = getLogger('org.graylog.freeenterprise.FreeEnterpriseService');

/** Graylog's permission strings (RestPermissions.LICENSEINFOS_READ, FREELICENSES_CREATE). */
export const LICENSE_INFO_PERMISSION = 'licenseinfos:read';
export const FREE_LICENSE_PERMISSION = 'freelicenses:create';

/** What an embedded installation answers to a licence request: nothing can be sent from here. */
export const OFFLINE_LICENSE_MESSAGE = 'This installation cannot reach Graylog\'s license service, so the free Graylog Enterprise '
  + 'license request was not sent (nothing left this server). Request the license on a machine with internet access '
  + 'through Graylog\'s website (https://www.graylog.org/products/enterprise) and install it on a Graylog server that '
  + 'runs the Graylog Enterprise plugins.';

// Every field is a string and nothing else is accepted, as Graylog's request class (unknown properties fail).
const FreeLicenseBody = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  company: Type.String(),
  email: Type.String(),
  phone: Type.String(),
}, { additionalProperties: false });

export function registerFreeEnterpriseRoutes(api: FastifyInstance, ctx: ServerContext): void {
  void ctx;
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/free-enterprise/license/info',
      auth: { permission: LICENSE_INFO_PERMISSION },
      // No licence can be installed or staged here: there is no licence store to hold one.
      handler: () => ({ free_license_info: { license_status: 'absent' } }),
    }),
    route({
      method: 'POST',
      url: '/free-enterprise/license',
      auth: { permission: FREE_LICENSE_PERMISSION },
      schema: { body: FreeLicenseBody },
      handler: ({ body }) => {
        const problems = freeLicenseRequestProblems(body);
        const field = FREE_LICENSE_FIELDS.find((name) => problems[name] !== undefined);
        if (field !== undefined) {
          throw badRequest(`${field} ${problems[field]}`, field, problems[field]);
        }
        // Who asked is the user's business: the log says only that a request was refused.
        LOG.info('Free Graylog Enterprise license request not sent: this installation cannot reach the license service.');
        throw new ApiError(409, OFFLINE_LICENSE_MESSAGE);
      },
    }),
  ]);
}
