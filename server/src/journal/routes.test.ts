// Pausing processing in the whole server: a GELF HTTP client is answered at once, the message waits in the
// journal (not stored, not searchable), resume stores it, and a restart drains what was left.
import { ADMIN, basic, createReader, expectApiError, useTestApp, writing } from '../../test/helpers';
import { freeTcpPort } from '../inputs/testSupport';

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';

describe('processing pause and the journal', () => {
  const t = useTestApp();
  let port: number;
  let nodeId: string;

  const get = (url: string, headers = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const send = (method: 'PUT' | 'POST', url: string, headers = ADMIN) => t.app.inject({ method, url: `/api${url}`, headers: writing(headers) });
  const stored = async () => (await get('/count/total')).json().events as number;
  const journal = async () => (await get('/system/journal')).json();

  async function postGelf(shortMessage: string): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${port}/gelf`, {
      method: 'POST',
      body: JSON.stringify({ version: '1.1', host: 'journal-test', short_message: shortMessage }),
    });
    return response.status;
  }

  async function until(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 100 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await check()).toBe(true);
  }

  beforeEach(async () => {
    port = await freeTcpPort();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/system/inputs',
      headers: writing(ADMIN),
      payload: { title: 'http', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port } },
    });
    await send('PUT', `/cluster/inputstates/${created.json().id}`);
    nodeId = (await get('/system/cluster/node')).json().node_id;
  });

  it('holds intake in the journal while paused and stores it on resume', async () => {
    expect((await send('POST', `/cluster/${nodeId}/processing/pause`)).statusCode).toBe(204);
    const system = (await get('/system')).json();
    expect(system).toMatchObject({ is_processing: false, lifecycle: 'paused', lb_status: 'alive' });

    expect(await postGelf('held one')).toBe(202);
    expect(await postGelf('held two')).toBe(202);
    expect(await stored()).toBe(0);
    expect(await journal()).toMatchObject({ enabled: true, uncommitted_journal_entries: 2, number_of_segments: 1 });
    expect((await journal()).journal_size).toBeGreaterThan(0);
    expect((await get(`/cluster/${nodeId}/journal`)).json().uncommitted_journal_entries).toBe(2);
    const metrics = await t.app.inject({ method: 'POST', url: '/api/cluster/metrics/multiple', headers: writing(ADMIN), payload: { metrics: ['org.graylog2.journal.entries-uncommitted'] } });
    expect(metrics.json()[nodeId].metrics[0].metric.value).toBe(2);

    expect((await send('POST', `/cluster/${nodeId}/processing/resume`)).statusCode).toBe(204);
    await until(async () => (await stored()) === 2);
    expect((await journal()).uncommitted_journal_entries).toBe(0);
    expect((await get('/system')).json()).toMatchObject({ is_processing: true, lifecycle: 'running' });
  });

  it('drains what the journal holds after a restart', async () => {
    expect((await send('PUT', '/system/processing/pause')).statusCode).toBe(204);
    expect(await postGelf('kept over a restart')).toBe(202);
    await t.restart();
    await until(async () => (await stored()) === 1);
    expect((await get('/system')).json().is_processing).toBe(true);
    expect((await journal()).uncommitted_journal_entries).toBe(0);
  });

  it('answers the processing status with its receive times, and the persisted one', async () => {
    expect(await postGelf('timed')).toBe(202);
    const status = (await get('/system/processing/status')).json();
    expect(status.receive_times.ingest).toBe(new Date(t.clock.now()).toISOString());
    expect(status.receive_times.post_indexing).toBe(status.receive_times.ingest);
    expect((await get('/cluster/processing/status')).json()).toEqual({ [nodeId]: status });
    expect(expectApiError(await get('/system/processing/status/persisted'), 404)).toBe('No processing status persisted yet');
    await t.restart();
    expect((await get('/system/processing/status/persisted')).json()).toEqual(status);
  });

  it('describes buffers, throughput and the process buffer', async () => {
    const buffers = (await get('/system/buffers')).json().buffers;
    expect(buffers.input).toEqual({ utilization: 0, size: 20_000, utilization_percent: 0 });
    expect(buffers.process).toEqual({ utilization: 0, size: 20_000, utilization_percent: 0 });
    expect((await get('/system/throughput')).json()).toEqual({ throughput: 0 });
    expect((await get('/system/processbufferdump')).json()).toEqual({ processbuffer_dump: { 'ProcessBufferProcessor #0': 'idle' } });
    expect((await get(`/cluster/${nodeId}/processbufferdump`)).json()).toEqual({ processbuffer_dump: { 'ProcessBufferProcessor #0': 'idle' } });
    expect((await get('/cluster/processbufferdump')).json()).toEqual({ [nodeId]: { processbuffer_dump: { 'ProcessBufferProcessor #0': 'idle' } } });
  });

  it('answers 404 for another node and refuses a Reader', async () => {
    expectApiError(await send('POST', '/cluster/other-node/processing/pause'), 404);
    expectApiError(await get('/cluster/other-node/journal'), 404);
    await createReader(t.app, 'reader');
    const reader = basic('reader', 'secret123');
    expectApiError(await send('PUT', '/system/processing/pause', reader), 403);
    expectApiError(await send('POST', `/cluster/${nodeId}/processing/pause`, reader), 403);
    expectApiError(await send('PUT', '/system/processing/pause/unlock', reader), 403);
    expectApiError(await get('/system/processbufferdump', reader), 403);
    // Readers may read the journal, the buffers and the throughput, as in Graylog.
    expect((await get('/system/journal', reader)).statusCode).toBe(200);
    expect((await get('/system/buffers', reader)).statusCode).toBe(200);
    expect((await get('/system/throughput', reader)).statusCode).toBe(200);
    expect((await get('/system')).json().is_processing).toBe(true);
  });
});
