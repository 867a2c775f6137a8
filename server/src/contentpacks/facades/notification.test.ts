import { grantsForTarget } from '../../authz/grantsStore';
import { findNotification, notificationGrn } from '../../events/notificationStore';
import { notificationFacade } from './notification';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

test('email and http notifications: round trip with a parameter, refusals, fingerprint, delete', async () => {
  const email = await h.call('POST', '/events/notifications', {
    title: 'mail ops', description: 'd',
    config: { type: 'email-notification-v1', sender: 'graylog@example.org', subject: 'Alert ${event_definition_title}', body_template: 'body', email_recipients: ['ops@example.org'], user_recipients: [] },
  });
  const entity = packEntityOf(h, notificationFacade, email.id);
  expect(entity.data.config).toMatchObject({
    type: 'email-notification-v1', sender: { '@type': 'string', '@value': 'graylog@example.org' }, email_recipients: ['ops@example.org'],
  });
  entity.data.title = { '@type': 'parameter', '@value': 'TITLE' };
  await h.call('POST', '/users', { username: 'packer', password: 'secret123', email: 'p@example.org', full_name: 'P', roles: ['Admin'], permissions: [] }, 201);
  const ic = installContext(h, { parameters: { TITLE: 'mail copy' }, username: 'packer' });
  expect(notificationFacade.findExisting(entity, ic)).toBeUndefined();
  const created = notificationFacade.create(entity, ic);
  expect(findNotification(h.ctx.db, created.id)).toEqual({ ...findNotification(h.ctx.db, email.id), id: created.id, title: 'mail copy' });
  expect(grantsForTarget(h.ctx.db, notificationGrn(created.id))).toMatchObject([{ capability: 'own' }]);

  const http = { v: '1', type: { name: 'notification', version: '1' }, id: 'n2', constraints: [], data: {
    title: { '@type': 'string', '@value': 'hook' }, description: { '@type': 'string', '@value': '' },
    config: { type: 'http-notification-v1', url: { '@type': 'string', '@value': 'not a url' } },
  } };
  expect(() => notificationFacade.create(http, ic)).toThrow();
  expect(() => notificationFacade.create({ ...http, data: { ...http.data, config: { type: 'nope' } } }, ic)).toThrow();
  expect(notificationFacade.listExcerpts(h.fc).map((e) => e.title)).toEqual(['mail copy', 'mail ops']);

  const first = notificationFacade.fingerprint(h.fc, email.id);
  await h.call('PUT', `/events/notifications/${email.id}`, { ...email, title: 'renamed' });
  expect(notificationFacade.fingerprint(h.fc, email.id)).not.toBe(first);
  notificationFacade.delete(h.fc, created.id);
  expect(findNotification(h.ctx.db, created.id)).toBeUndefined();
});
