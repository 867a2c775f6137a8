// /free-enterprise: the licence status, and a request that is checked as Graylog checks it and then refused
// truthfully, since an embedded installation cannot reach Graylog's licence service.
import { ADMIN, basic, expectApiError, expectClientError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { OFFLINE_LICENSE_MESSAGE, registerFreeEnterpriseRoutes } from './routes';

const VALID = { first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines Ltd', email: 'ada@example.org', phone: '+44 20 7946 0000' };

describe('free enterprise licence routes', () => {
  let t: TestApi;

  beforeEach(async () => {
    t = await makeTestApi(registerFreeEnterpriseRoutes);
    const addUser = async (username: string, permissions: string[]) => insertUser(t.ctx.db, {
      username, password_hash: await hashPassword(`${username}-pass-1`), email: `${username}@x.org`, full_name: username, permissions,
    }, t.clock.now());
    await addUser('nobody', []);
    await addUser('asker', ['freelicenses:create']);
    await addUser('looker', ['licenseinfos:read']);
  });
  afterEach(async () => {
    await t.app.close();
  });

  const as = (username: string) => basic(username, `${username}-pass-1`);
  const info = (auth = ADMIN) => t.app.inject({ method: 'GET', url: '/api/free-enterprise/license/info', headers: auth });
  const request = (payload: unknown, auth = ADMIN) => t.app.inject({
    method: 'POST', url: '/api/free-enterprise/license', headers: writing(auth), payload: payload as Record<string, unknown>,
  });
  const fieldErrors = (response: { json: () => unknown }) => (response.json() as { errors?: Record<string, string[]> }).errors;

  it('answers that no licence is installed or staged', async () => {
    const response = await info();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ free_license_info: { license_status: 'absent' } });
    expect((await info(as('looker'))).statusCode).toBe(200);
  });

  it('needs licenseinfos:read for the status and freelicenses:create for a request', async () => {
    expect(expectApiError(await info(as('nobody')), 403)).toContain('licenseinfos:read');
    expect(expectApiError(await info(as('asker')), 403)).toContain('licenseinfos:read');
    expect(expectApiError(await request(VALID, as('looker')), 403)).toContain('freelicenses:create');
    // Refused before the body is read: a caller without the permission learns nothing about the input.
    expect(expectApiError(await request({ nonsense: true }, as('nobody')), 403)).toContain('freelicenses:create');
  });

  it('refuses a well-formed request with a 409 saying nothing was sent and what to do instead', async () => {
    const response = await request(VALID);
    const message = expectApiError(response, 409);
    expect(message).toBe(OFFLINE_LICENSE_MESSAGE);
    expect(message).toMatch(/not sent/);
    expect(message).toMatch(/machine with internet access/);
    expect(message).toContain('https://www.graylog.org/products/enterprise');
    expect(fieldErrors(response)).toBeUndefined();
    expect(expectApiError(await request(VALID, as('asker')), 409)).toBe(OFFLINE_LICENSE_MESSAGE);
    // Still nothing installed or staged afterwards.
    expect((await info()).json()).toEqual({ free_license_info: { license_status: 'absent' } });
  });

  it.each(['first_name', 'last_name', 'company', 'email', 'phone'])('refuses a blank %s with a 400 naming the field', async (field) => {
    for (const blank of ['', '   ', '\t\n']) {
      const response = await request({ ...VALID, [field]: blank });
      expect(expectApiError(response, 400)).toBe(`${field} must not be blank`);
      expect(fieldErrors(response)).toEqual({ [field]: ['must not be blank'] });
    }
  });

  it.each(['first_name', 'last_name', 'company', 'email', 'phone'])('refuses a request without %s, naming the field', async (field) => {
    const { [field as keyof typeof VALID]: _left, ...rest } = VALID;
    const response = await request(rest);
    expectApiError(response, 400);
    expect(fieldErrors(response)).toEqual({ [field]: ['is required'] });
  });

  it('refuses a malformed e-mail address at the field and accepts the forms Graylog accepts', async () => {
    for (const email of ['ada', 'ada@', '@example.org', 'ada lovelace@example.org', 'ada@exa mple.org', 'ada@example..org', 'ada@-example.org', 'a..b@example.org', 'ada@example.org.']) {
      const response = await request({ ...VALID, email });
      expect(expectApiError(response, 400)).toBe('email must be a well-formed email address');
      expect(fieldErrors(response)).toEqual({ email: ['must be a well-formed email address'] });
    }
    for (const email of ['ada@localhost', 'ada.lovelace+trial@mail.example.org', 'ADA@EXAMPLE.ORG', 'ada@[192.168.0.1]', '"ada l"@example.org', 'jürgen@bücher.de']) {
      expect((await request({ ...VALID, email })).statusCode).toBe(409);
    }
  });

  it('refuses wrong types and unknown fields at the field, and never answers 5xx to a client mistake', async () => {
    const wrongType = await request({ ...VALID, phone: 4420 });
    expectApiError(wrongType, 400);
    expect(fieldErrors(wrongType)).toEqual({ phone: ['must be string'] });
    const unknown = await request({ ...VALID, cluster_id: 'abc' });
    expectApiError(unknown, 400);
    expect(fieldErrors(unknown)).toEqual({ cluster_id: ['is not a known field'] });
    await expectClientError(t.app, { name: 'malformed JSON', method: 'POST', url: '/api/free-enterprise/license', payload: '{"first_name":' });
    await expectClientError(t.app, { name: 'an array', method: 'POST', url: '/api/free-enterprise/license', payload: '[]' });
    await expectClientError(t.app, { name: 'no body', method: 'POST', url: '/api/free-enterprise/license', payload: '' });
  });
});
