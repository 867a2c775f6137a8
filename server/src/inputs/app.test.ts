// Inputs inside the whole server: a GELF HTTP input created and started through the API takes
// messages into the message store, and comes back by itself after a restart.
import { ADMIN, makeTestApp, useTestApp, writing } from '../../test/helpers';
import { freeTcpPort } from './testSupport';

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';

async function postGelf(port: number, shortMessage: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/gelf`, {
    method: 'POST',
    body: JSON.stringify({ version: '1.1', host: 'app-test', short_message: shortMessage }),
  });
  return response.status;
}

describe('inputs in the server', () => {
  const t = useTestApp();

  it('runs a started input again after a restart', async () => {
    const port = await freeTcpPort();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system/inputs',
      headers: writing(ADMIN),
      payload: { title: 'http', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const started = await t.app.inject({ method: 'PUT', url: `/api/cluster/inputstates/${id}`, headers: writing(ADMIN) });
    expect(Object.values(started.json())).toEqual([{ id }]);
    expect(await postGelf(port, 'before restart')).toBe(202);

    await t.restart();
    const state = await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: ADMIN });
    expect(state.json()).toMatchObject({ state: 'RUNNING', message_input: { id, title: 'http' } });
    expect(await postGelf(port, 'after restart')).toBe(202);
  });

  it('does not create the demo input unless asked', async () => {
    const inputs = await t.app.inject({ method: 'GET', url: '/api/system/inputs', headers: ADMIN });
    expect(inputs.json()).toEqual({ inputs: [], total: 0 });
  });
});

it('creates and runs the demo input on the first start when asked', async () => {
  const { app } = await makeTestApp({ demoInput: true });
  try {
    const { inputs } = (await app.inject({ method: 'GET', url: '/api/system/inputs', headers: ADMIN })).json();
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({ type: 'org.graylog2.inputs.random.FakeHttpMessageInput', global: true, creator_user_id: 'admin' });
    const states = (await app.inject({ method: 'GET', url: '/api/cluster/inputstates', headers: ADMIN })).json();
    expect(Object.values(states)).toEqual([[expect.objectContaining({ id: inputs[0].id, state: 'RUNNING' })]]);
  } finally {
    await app.close();
  }
});
