// Test-only: a local HTTP server for the HTTP adapters, recording what it is asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestHttpServer {
  url: string;
  /** Paths requested, in order, with their headers. */
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders }>;
  close: () => Promise<void>;
}

/** A local HTTP server answering with `answer(path, headers)`: [status, body, extra headers]. */
export async function startHttpServer(
  answer: (path: string, headers: http.IncomingHttpHeaders) => [number, string, Record<string, string>?] | Promise<[number, string, Record<string, string>?]>,
): Promise<TestHttpServer> {
  const requests: TestHttpServer['requests'] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    void Promise.resolve(answer(path, request.headers)).then(([status, body, headers]) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
