// `npm run bench` part (also alone: `node test/bench/intake.mjs`): messages per second taken in over GELF HTTP and
// over GELF UDP by an input with two extractors (grok, and regex with a numeric converter), next to the raw insert
// rate of the same messages into the same database, measured in the same run (issue #7: the intake path should reach
// at least half the raw rate).
// - GELF HTTP: 128 keep-alive connections; a message counts when its 202 arrived, i.e. once it is on disk.
// - GELF UDP: datagrams sent in bursts; the rate is what was stored (found by search) over the time it took.
// - HTTP ceiling: the same client against a bare Node HTTP server that answers 202 and does nothing else, in
//   this process; no GELF HTTP input can be faster than that on this machine with this client.
// - Raw insert: after the server stopped, the HTTP input's stored messages are inserted again (new ids) with
//   the message store's own insert path, in batches of the group commit's size (rawInsert.mjs).
import { spawnSync } from 'child_process';
import dgram from 'dgram';
import http from 'http';
import path from 'path';

import { benchApi, freePort, root, startBenchServer, stopBenchServer, storedCount } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const HTTP_MESSAGES = 10000;
const UDP_MESSAGES = 10000;
// Each sender waits for its message's commit (fsync) before sending the next, so with few senders the figure is
// their round trips, not the server's rate; 128 keep-alive connections stand for many senders at once.
// BENCH_CONNECTIONS=32 shows the latency-bound case.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 128);


const message = (seq) => JSON.stringify({
  version: '1.1', host: 'bench-host', short_message: `user=u${seq % 997} action=login took ${seq % 500}ms`, level: 6, _seq: seq, _env: 'bench',
});

const createInputWithExtractors = async (base, type, title) => {
  const port = await freePort();
  const { id } = await benchApi(base, 'POST', '/system/inputs', { title, type, global: true, configuration: { bind_address: '127.0.0.1', port, recv_buffer_size: 4194304 } });
  await benchApi(base, 'POST', `/system/inputs/${id}/extractors`, {
    title: 'user and action', cut_or_copy: 'copy', source_field: 'message', target_field: '', extractor_type: 'grok',
    extractor_config: { grok_pattern: 'user=%{WORD:user} action=%{WORD:action}' }, converters: {}, condition_type: 'none', condition_value: '', order: 0,
  });
  await benchApi(base, 'POST', `/system/inputs/${id}/extractors`, {
    title: 'took', cut_or_copy: 'copy', source_field: 'message', target_field: 'took_ms', extractor_type: 'regex',
    extractor_config: { regex_value: 'took (\\d+)ms' }, converters: { numeric: {} }, condition_type: 'string', condition_value: 'took', order: 1,
  });
  await benchApi(base, 'PUT', `/system/inputstates/${id}`);
  return { id, port };
};

// All stored messages, counted from the timestamp index alone (a `*` query), so that polling costs the server
// next to nothing; the bench server has no demo input, so the count is the bench's own messages.

const sendHttp = async (port) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const post = (body) => new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST', agent, headers: { 'Content-Type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end(body);
  });
  // The sender's own work (building the bodies) is done before the clock starts: it is not the server's.
  const bodies = Array.from({ length: HTTP_MESSAGES }, (_, i) => message(i + 1));
  let next = 0;
  let accepted = 0;
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < HTTP_MESSAGES) {
      next += 1;
      if (await post(bodies[next - 1]) === 202) accepted += 1;
    }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { accepted, seconds };
};

const sendUdp = async (base, input) => {
  const socket = dgram.createSocket('udp4');
  const before = await storedCount(base);
  const send = (body) => new Promise((resolve) => { socket.send(body, input.port, '127.0.0.1', () => resolve()); });
  const datagrams = Array.from({ length: UDP_MESSAGES }, (_, i) => Buffer.from(message(i + 1)));
  const started = process.hrtime.bigint();
  for (let seq = 1; seq <= UDP_MESSAGES; seq += 1) {
    await send(datagrams[seq - 1]);
    // Bursts that fit the input's receive buffer, so the kernel dropping datagrams is not what is measured.
    if (seq % 500 === 0) await new Promise((resolve) => { setImmediate(resolve); });
  }
  socket.close();
  let stored = 0;
  let lastChange = Date.now();
  let finished = process.hrtime.bigint();
  while (stored < UDP_MESSAGES && Date.now() - lastChange < 3000) {
    const now = (await storedCount(base)) - before;
    if (now !== stored) { stored = now; lastChange = Date.now(); finished = process.hrtime.bigint(); }
    await new Promise((resolve) => { setTimeout(resolve, 10); });
  }
  return { stored, seconds: Number(finished - started) / 1e9 };
};

/** The same HTTP client against a server that only answers 202: the transport's own ceiling. */
const bareHttpCeiling = async () => {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => { response.statusCode = 202; response.end(); });
  });
  await new Promise((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  try {
    return await sendHttp(server.address().port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => { server.close(resolve); });
  }
};

export const benchIntake = async () => {
  const dataDir = temporaryDataDir('console-bench-intake-');
  try {
    const server = await startBenchServer(dataDir, ['--no-demo-input']);
    const httpInput = await createInputWithExtractors(server.base, 'org.graylog2.inputs.gelf.http.GELFHttpInput', 'bench GELF HTTP');
    const udpInput = await createInputWithExtractors(server.base, 'org.graylog2.inputs.gelf.udp.GELFUDPInput', 'bench GELF UDP');
    await new Promise((resolve) => { setTimeout(resolve, 500); });

    const ceiling = await bareHttpCeiling();
    const overHttp = await sendHttp(httpInput.port);
    const overUdp = await sendUdp(server.base, udpInput);
    const checked = await benchApi(server.base, 'GET', `/search/universal/relative?query=${encodeURIComponent(`gl2_source_input:${httpInput.id} AND took_ms:>=0 AND _exists_:user`)}&range=0&limit=1`);
    await stopBenchServer(server);

    const raw = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/rawInsert.mjs', dataDir.path, httpInput.id], { cwd: root, encoding: 'utf8' });
    if (raw.status !== 0) throw new Error(`raw insert failed: ${raw.stderr}`);
    const rawRate = JSON.parse(raw.stdout.trim().split('\n').pop());

    const rate = (count, seconds) => Math.round(count / seconds);
    const httpRate = rate(overHttp.accepted, overHttp.seconds);
    const udpRate = rate(overUdp.stored, overUdp.seconds);
    console.log('\nIntake (two extractors on each input: grok, and regex with a numeric converter)');
    console.log(`  GELF HTTP: ${httpRate} msg/s (${overHttp.accepted} of ${HTTP_MESSAGES} answered 202 in ${overHttp.seconds.toFixed(2)} s, ${CONNECTIONS} connections); extracted fields found on ${checked.total_results}`);
    console.log(`  HTTP ceiling (a bare Node server answering 202, same client): ${rate(ceiling.accepted, ceiling.seconds)} req/s`);
    console.log(`  GELF UDP:  ${udpRate} msg/s (${overUdp.stored} of ${UDP_MESSAGES} stored in ${overUdp.seconds.toFixed(2)} s)`);
    console.log(`  raw insert of the same ${rawRate.messages} messages into the same database: ${Math.round(rawRate.perSecond)} msg/s`);
    console.log(`  intake / raw: GELF HTTP ${(httpRate / rawRate.perSecond).toFixed(2)}, GELF UDP ${(udpRate / rawRate.perSecond).toFixed(2)} (target: at least 0.5)`);
  } finally {
    await dataDir.remove();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(root, 'test/bench/intake.mjs')) await benchIntake();
