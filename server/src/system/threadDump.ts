// A thread dump of this process as text (Graylog's {threaddump}): Node's diagnostic report names the main
// thread's JavaScript and native stacks, each worker thread's JavaScript stack, the libuv thread pool and
// the handles the event loop is waiting on. The report's environment variables and command line are never
// written out: they may hold secrets.

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/** Native frames shown for the main thread; the rest are the report's own machinery or libc. */
const NATIVE_FRAMES = 20;

function javascriptStack(report: Json): string[] {
  const stack = asObject(report.javascriptStack);
  const frames = asArray(stack.stack).map(asText).filter((frame) => frame !== '');
  return frames.length > 0 ? frames : ['(no JavaScript running)'];
}

function threadPoolSize(): string {
  const configured = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? String(configured) : '4';
}

export function threadDumpText(report: Json = asObject(process.report.getReport())): string {
  const header = asObject(report.header);
  const lines: string[] = [];
  lines.push(`Thread dump of process ${asText(header.processId)} (Node.js ${asText(header.nodejsVersion)}, ${asText(header.osName)} ${asText(header.osRelease)}) at ${asText(header.dumpEventTime)}`);
  lines.push('');
  lines.push(`"main" thread ${asText(header.threadId)} (event loop)`);
  lines.push('  JavaScript stack:');
  for (const frame of javascriptStack(report)) lines.push(`    ${frame}`);
  lines.push('  Native stack:');
  for (const frame of asArray(report.nativeStack).slice(0, NATIVE_FRAMES)) {
    const native = asObject(frame);
    lines.push(`    ${asText(native.pc)} ${asText(native.symbol).trim()}`);
  }

  const workers = asArray(report.workers).map(asObject);
  lines.push('');
  lines.push(`Worker threads: ${workers.length}`);
  for (const worker of workers) {
    const workerHeader = asObject(worker.header);
    lines.push('');
    lines.push(`"worker" thread ${asText(workerHeader.threadId)}`);
    lines.push('  JavaScript stack:');
    for (const frame of javascriptStack(worker)) lines.push(`    ${frame}`);
  }

  lines.push('');
  lines.push(`libuv thread pool: ${threadPoolSize()} threads (file system, DNS, compression, crypto)`);
  const handles = asArray(report.libuv).map(asObject);
  lines.push(`libuv handles: ${handles.length}`);
  for (const handle of handles) {
    const details = ['is_active', 'is_referenced', 'localEndpoint', 'remoteEndpoint', 'filename', 'timeout', 'repeat', 'signal', 'pid']
      .filter((key) => handle[key] !== undefined && handle[key] !== null)
      .map((key) => `${key}=${describeValue(handle[key])}`);
    lines.push(`  ${asText(handle.type)} ${details.join(' ')}`.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

function describeValue(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const endpoint = asObject(value);
    if ('port' in endpoint) return `${asText(endpoint.host ?? endpoint.ip4 ?? endpoint.ip6)}:${asText(endpoint.port)}`;
    return JSON.stringify(value);
  }
  return asText(value);
}
