// Graylog's /system/urlwhitelist: the whitelist itself (urlwhitelist:read / urlwhitelist:write), and two helpers
// any logged-in user may call (as in Graylog): whether a URL passes, and a regex for a URL template.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerRoutes, route } from '../http/routes';
import { regexForUrlTemplate } from './regexHelper';
import { readWhitelist, saveWhitelist } from './store';
import { checkWhitelist, UrlWhitelistSchema } from './validation';
import { isWhitelisted } from './whitelist';

const CheckBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: 8192 }) }, { additionalProperties: false });
const GenerateBody = Type.Object({
  url_template: Type.String({ minLength: 1, maxLength: 8192 }),
  placeholder: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
}, { additionalProperties: false });

export function registerUrlWhitelistRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/urlwhitelist',
      auth: { permission: 'urlwhitelist:read' },
      handler: () => readWhitelist(db),
    }),
    route({
      method: 'PUT',
      url: '/system/urlwhitelist',
      auth: { permission: 'urlwhitelist:write' },
      schema: { body: UrlWhitelistSchema },
      handler: ({ body }) => {
        saveWhitelist(db, checkWhitelist(body));
      },
    }),
    route({
      method: 'POST',
      url: '/system/urlwhitelist/check',
      auth: 'authenticated',
      schema: { body: CheckBody },
      handler: ({ body }) => ({ url: body.url, is_whitelisted: isWhitelisted(db, body.url) }),
    }),
    route({
      method: 'POST',
      url: '/system/urlwhitelist/generate_regex',
      auth: 'authenticated',
      schema: { body: GenerateBody },
      handler: ({ body }) => ({ regex: regexForUrlTemplate(body.url_template, body.placeholder) }),
    }),
  ]);
}
