// Turning a failed listen/bind into the reason an administrator reads in the input's state.
import net from 'node:net';

export class BindError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BindError';
  }
}

const REASONS: Record<string, string> = {
  EADDRINUSE: 'address already in use',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EADDRNOTAVAIL: 'address not available on this machine',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'host name could not be resolved',
  EAI_FAIL: 'host name could not be resolved',
  EINVAL: 'invalid address',
};

export function hostPort(address: string, port: number): string {
  return net.isIPv6(address) ? `[${address}]:${port}` : `${address}:${port}`;
}

export function bindError(address: string, port: number, error: unknown): BindError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reason = REASONS[code] ?? (error instanceof Error ? error.message : String(error));
  return new BindError(`Could not bind to ${hostPort(address, port)}: ${reason}`);
}

/** Bind address and port from an input's configuration (validated when it was saved). */
export function listenAddress(configuration: Record<string, unknown>): { address: string; port: number } {
  const address = typeof configuration.bind_address === 'string' && configuration.bind_address !== '' ? configuration.bind_address : '0.0.0.0';
  const port = typeof configuration.port === 'number' ? configuration.port : 0;
  return { address, port };
}

/**
 * Starts `server` (TCP or HTTP) listening; a failure rejects with the administrator's reason. Once listening, later
 * server errors concern single connections, never the input, so they are swallowed here.
 */
export async function listenOn(server: net.Server, address: string, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(bindError(address, port, error));
    server.once('error', failed);
    server.listen(port, address, () => {
      server.off('error', failed);
      resolve();
    });
  });
  server.on('error', () => undefined);
}
