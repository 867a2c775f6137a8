// notification v1 (Graylog's NotificationEntity): title and description as ValueReferences, and the
// config by its type: email-notification-v1 (sender, subject, body_template wrapped; email_recipients,
// user_recipients plain lists), http-notification-v1 (url wrapped), legacy-alarm-callback-notification-v1
// (callback_type wrapped, configuration plain). Graylog never reuses an existing notification. Created
// through the events area's own check, owned by the installing user.
import { badRequest } from '../../http/errors';
import { newObjectId } from '../../http/ids';
import { definitionsUsingNotification } from '../../events/definitionStore';
import { checkNotification } from '../../events/notificationRoutes';
import { deleteNotification, findNotification, insertNotification, listNotifications } from '../../events/notificationStore';
import type { EventNotification, NotificationConfig } from '../../events/types';
import { findUserByName } from '../../users/store';
import type { EntityFacade, InstallContext } from '../types';
import { usedBy } from './usedBy';
import { digest, entityData, objectField, optionalText, ref, requiredText, resolveDeep } from './values';

const TYPE = { name: 'notification', version: '1' } as const;

function exportedConfig(config: NotificationConfig): Record<string, unknown> {
  switch (config.type) {
    case 'email-notification-v1':
      return {
        type: config.type,
        sender: ref(config.sender),
        subject: ref(config.subject),
        body_template: ref(config.body_template),
        // Not in Graylog 4.0's entity; kept so a round trip loses nothing (4.0 ignores unknown fields).
        html_body_template: ref(config.html_body_template),
        email_recipients: [...config.email_recipients],
        user_recipients: [...config.user_recipients],
      };
    case 'http-notification-v1':
      return { type: config.type, url: ref(config.url) };
    default:
      return { type: config.type, callback_type: ref(config.callback_type), configuration: config.configuration };
  }
}

const exported = (n: EventNotification) => ({ title: ref(n.title), description: ref(n.description), config: exportedConfig(n.config) });

/** The entity's config with its wrapped values resolved; plain values (recipients, a legacy configuration) as they are. */
function resolvedConfig(ic: InstallContext, config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) out[key] = key === 'configuration' ? value : resolveDeep(ic, value);
  return out;
}

export const notificationFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listNotifications(ctx.db).map((n) => ({ id: n.id, type: TYPE, title: n.title })),

  dependencies: () => [],

  exportEntity({ ctx }, nativeId) {
    const notification = findNotification(ctx.db, nativeId);
    return notification ? { title: notification.title, data: exported(notification) } : undefined;
  },

  installDependencies: () => [],

  findExisting: () => undefined,

  create(entity, ic) {
    const { ctx } = ic;
    const data = entityData(entity);
    const body = {
      title: requiredText(ic, data, 'title'),
      description: optionalText(ic, data, 'description') ?? '',
      config: resolvedConfig(ic, objectField(data, 'config')),
    };
    const { notification: checked, errors } = checkNotification(body, ctx);
    errors.throwIfFailed('Notification');
    const creator = findUserByName(ctx.db, ic.username);
    if (!creator) throw badRequest(`Cannot load user <${ic.username}>`);
    const notification: EventNotification = { id: newObjectId(ctx.now()), ...checked };
    ctx.db.transaction(() => insertNotification(ctx.db, notification, creator, ctx.now()))();
    return { id: notification.id, title: notification.title };
  },

  fingerprint({ ctx }, nativeId) {
    const notification = findNotification(ctx.db, nativeId);
    return notification ? digest(exported(notification)) : undefined;
  },

  // Deleting a notification takes it off every event definition sending it, a user's own ones too.
  usedOutside({ ctx }, nativeId, own) {
    const definitions = definitionsUsingNotification(ctx.db, nativeId).filter((definition) => !own.has(definition.id));
    return usedBy(['event definition', definitions.map((definition) => definition.title)]);
  },

  delete({ ctx }, nativeId) {
    if (!findNotification(ctx.db, nativeId)) return;
    ctx.db.transaction(() => deleteNotification(ctx.db, nativeId))();
  },
};
