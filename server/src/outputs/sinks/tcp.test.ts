// The TCP sink hands a message on only to a connected socket: a write while connecting fails at once
// instead of waiting in Node's buffer for a connection that may never come.
import { waitFor } from '../../inputs/testSupport';
import { tcpListener } from '../testSupport';
import { GelfTcpSink } from './tcp';

it('takes writes only once the socket is connected', async () => {
  const listener = await tcpListener();
  const sink = new GelfTcpSink(
    { host: '127.0.0.1', port: listener.port, tls: false, verify: false, trustChainFile: '', connectTimeoutMs: 1000, noDelay: false, keepAlive: false },
    Date.now,
  );
  let ready = false;
  try {
    sink.open({ ready: () => { ready = true; }, down: () => undefined });
    const early = await new Promise<Error | null>((resolve) => sink.write({ message: 'too early' }, resolve));
    expect(early?.message).toBe('not connected');
    await waitFor(() => ready);
    expect(await new Promise<Error | null>((resolve) => sink.write({ message: 'connected' }, resolve))).toBeNull();
    await waitFor(() => listener.received.length === 1);
    expect(JSON.parse(listener.received[0].toString('utf8'))).toMatchObject({ short_message: 'connected' });
  } finally {
    sink.close();
    await listener.close();
  }
});
