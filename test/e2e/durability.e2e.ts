// Durability of intake: every GELF HTTP message the server answered 202 survives a SIGKILL of the server
// in the middle of a stream, and a running input comes back up by itself after the restart.
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';

import { callApi, freePort, startServer, type RunningServer } from './support/server';

jest.setTimeout(120000);

const postGelf = (port: number, body: string): Promise<number> => new Promise((resolve) => {
  const request = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST', headers: { 'Content-Type': 'application/json' }, agent: false }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode ?? 0));
  });
  request.setTimeout(2000, () => request.destroy());
  request.on('error', () => resolve(0));
  request.end(body);
});

const waitFor = async <T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 30000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
};

describe('intake durability', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-durability-'));
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every message answered 202 across a SIGKILL, and the running input comes back', async () => {
    server = await startServer({ dataDir, demoInput: false });
    const gelfPort = await freePort();
    const created = await callApi(server, 'POST', '/system/inputs', {
      title: 'durable gelf',
      type: 'org.graylog2.inputs.gelf.http.GELFHttpInput',
      global: true,
      configuration: { bind_address: '127.0.0.1', port: gelfPort },
    });
    expect(created.status).toBe(201);
    const inputId = created.body.id as string;
    expect((await callApi(server, 'PUT', `/system/inputstates/${inputId}`)).status).toBe(200);

    // Four concurrent senders, so the kill lands while several messages are in flight.
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (!killed && next < 20000) {
        next += 1;
        const seq = next;
        const status = await postGelf(gelfPort, JSON.stringify({ version: '1.1', host: 'dur', short_message: `durable ${seq}`, _marker: 'dur1', _seq: seq }));
        if (status === 202) acknowledged.push(seq);
      }
    };
    const senders = [sender(), sender(), sender(), sender()];
    await waitFor(async () => (acknowledged.length >= 500 ? true : undefined), '500 acknowledged messages');
    await server.kill();
    killed = true;
    await Promise.all(senders);
    expect(acknowledged.length).toBeGreaterThanOrEqual(500);

    server = await startServer({ dataDir, port: server.port, demoInput: false });
    const search = await callApi(server, 'GET', `/search/universal/relative?query=${encodeURIComponent('marker:dur1')}&range=0&limit=10000&fields=seq`);
    expect(search.status).toBe(200);
    const stored = new Set((search.body.messages as Array<{ message: { seq: number } }>).map((m) => Number(m.message.seq)));
    const lost = acknowledged.filter((seq) => !stored.has(seq));
    expect(lost).toEqual([]);

    // The input was running when the server died: it is running again, on the same port.
    const status = await waitFor(async () => {
      const code = await postGelf(gelfPort, JSON.stringify({ version: '1.1', host: 'dur', short_message: 'after restart' }));
      return code === 202 ? code : undefined;
    }, 'the input to come back');
    expect(status).toBe(202);
  });
});
