// This process described in Graylog's shapes: GET /system/jvm (SystemJVMResponse: the V8 heap stands in for
// the JVM's) and GET /system/stats[/os|process|fs|jvm|network] (Graylog's SystemStats). Figures Node does not
// know are -1, as Graylog reports figures its probe could not read.
import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import type { ServerContext } from '../context';

function sizes(bytes: number) {
  return { bytes, kilobytes: Math.floor(bytes / 1024), megabytes: Math.floor(bytes / 1024 / 1024) };
}

export function systemInformation(): string {
  return `Node.js ${process.version} (V8 ${process.versions.v8}) on ${os.type()} ${os.release()} ${os.arch()}`;
}

export function jvmResponse(ctx: ServerContext) {
  const { heapUsed, heapTotal } = process.memoryUsage();
  return {
    free_memory: sizes(heapTotal - heapUsed),
    max_memory: sizes(v8.getHeapStatistics().heap_size_limit),
    total_memory: sizes(heapTotal),
    used_memory: sizes(heapUsed),
    node_id: ctx.node.nodeId,
    pid: String(process.pid),
    info: systemInformation(),
  };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export function osStats() {
  const cpus = os.cpus();
  const total = os.totalmem();
  const free = os.freemem();
  return {
    load_average: os.loadavg(),
    uptime: Math.floor(os.uptime()),
    processor: {
      model: cpus[0]?.model ?? 'unknown',
      vendor: 'unknown',
      mhz: cpus[0]?.speed ?? -1,
      total_cores: cpus.length,
      total_sockets: -1,
      cores_per_socket: -1,
      cache_size: -1,
      sys: -1,
      user: -1,
      idle: -1,
      stolen: -1,
    },
    memory: {
      total,
      free,
      free_percent: percent(free, total),
      used: total - free,
      used_percent: percent(total - free, total),
      actual_free: free,
      actual_used: total - free,
    },
    swap: { total: -1, free: -1, used: -1 },
  };
}

/**
 * The soft limit on open files, from /proc/self/limits ("Max open files  <soft>  <hard>  files"); -1 where
 * there is no such file. Read per request: it is a small file, unlike a full process report.
 */
export function maxFileDescriptors(limits = readLimits()): number {
  const match = /^Max open files\s+(\d+|unlimited)\s/m.exec(limits);
  if (!match) return -1;
  return match[1] === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(match[1]);
}

function readLimits(): string {
  try {
    return fs.readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return '';
  }
}

function openFileDescriptors(): number {
  try {
    return fs.readdirSync('/proc/self/fd').length;
  } catch {
    return -1;
  }
}

export function processStats() {
  const usage = process.resourceUsage();
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const uptimeMicros = process.uptime() * 1e6;
  return {
    pid: process.pid,
    open_file_descriptors: openFileDescriptors(),
    max_file_descriptors: maxFileDescriptors(),
    cpu: {
      percent: uptimeMicros > 0 ? Math.round(((cpu.user + cpu.system) / uptimeMicros) * 100) : 0,
      sys: Math.round(cpu.system / 1000),
      user: Math.round(cpu.user / 1000),
      total: Math.round((cpu.user + cpu.system) / 1000),
    },
    memory: {
      total_virtual: -1,
      resident: memory.rss,
      share: usage.sharedMemorySize * 1024,
    },
  };
}

/** The file system holding the data folder, where the indices and the journal live. */
export function fsStats(ctx: ServerContext) {
  const dataDir = ctx.dataDir;
  try {
    const stat = fs.statfsSync(dataDir);
    const total = stat.blocks * stat.bsize;
    const free = stat.bfree * stat.bsize;
    const available = stat.bavail * stat.bsize;
    return {
      filesystems: {
        [dataDir]: {
          path: dataDir,
          mount: null,
          dev: null,
          type_name: null,
          sys_type_name: null,
          total,
          free,
          available,
          used: total - free,
          used_percent: percent(total - free, total),
          inodes_total: stat.files,
          inodes_free: stat.ffree,
          inodes_used: stat.files - stat.ffree,
          inodes_used_percent: percent(stat.files - stat.ffree, stat.files),
          disk_reads: -1,
          disk_writes: -1,
          disk_read_bytes: -1,
          disk_write_bytes: -1,
          disk_queue: -1,
          disk_service_time: -1,
        },
      },
    };
  } catch {
    return { filesystems: {} };
  }
}

export function jvmStats() {
  const heap = v8.getHeapStatistics();
  return {
    version: process.versions.node,
    vm_name: 'V8',
    vm_version: process.versions.v8,
    vm_vendor: 'Node.js',
    spec_name: 'ECMAScript',
    spec_version: '',
    spec_vendor: 'Ecma International',
    start_time: Math.round(Date.now() - process.uptime() * 1000),
    mem: {
      heap_init: -1,
      heap_max: heap.heap_size_limit,
      non_heap_init: -1,
      non_heap_max: -1,
      direct_memory_max: -1,
    },
    // Node's own flags only: the rest of the command line and the environment may hold secrets.
    input_arguments: process.execArgv,
    boot_class_path: '',
    class_path: '',
    system_properties: { 'node.version': process.version, 'os.arch': os.arch(), 'os.name': os.type(), 'os.version': os.release() },
    garbage_collectors: ['V8 Scavenger', 'V8 Mark-Compact'],
    memory_pools: v8.getHeapSpaceStatistics().map((space) => space.space_name),
  };
}

export function networkStats() {
  const interfaces: Record<string, { name: string; addresses: string[]; mac_address: string; mtu: number; interface_stats: null }> = {};
  for (const [name, addresses] of Object.entries(os.networkInterfaces())) {
    if (!addresses) continue;
    interfaces[name] = { name, addresses: addresses.map((address) => address.address), mac_address: addresses[0]?.mac ?? '', mtu: -1, interface_stats: null };
  }
  const primary = Object.keys(interfaces).find((name) => !(os.networkInterfaces()[name] ?? []).every((address) => address.internal)) ?? null;
  return { primary_interface: primary, interfaces, tcp: null };
}

export function systemStats(ctx: ServerContext) {
  return { fs: fsStats(ctx), jvm: jvmStats(), network: networkStats(), os: osStats(), process: processStats() };
}
