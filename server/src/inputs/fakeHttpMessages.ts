// Realistic web access messages for the "Random HTTP message generator" input, with the fields
// Graylog's generator gives them: a weighted mix of resources, users and methods, mostly successful
// requests, occasional errors, timeouts (504) and slow requests.
import type { MessageFields } from '../messages/types';

interface Weighted {
  weight: number;
}
interface Resource extends Weighted {
  path: string;
  controller: string;
  action: string;
}

const RESOURCES: readonly Resource[] = [
  { path: '/login', controller: 'LoginController', action: 'login', weight: 10 },
  { path: '/users', controller: 'UsersController', action: 'index', weight: 2 },
  { path: '/posts', controller: 'PostsController', action: 'index', weight: 40 },
  { path: '/posts/45326', controller: 'PostsController', action: 'show', weight: 12 },
  { path: '/posts/45326/edit', controller: 'PostsController', action: 'edit', weight: 1 },
];
const USERS: readonly (Weighted & { id: number })[] = [
  { id: 9001, weight: 10 },
  { id: 54351, weight: 1 },
  { id: 74422, weight: 5 },
  { id: 6476752, weight: 12 },
  { id: 6469981, weight: 40 },
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Typical duration and status of a successful request per method. */
const METHOD_PROFILE: Record<Method, { baseMs: number; deviationPercent: number; okStatus: number }> = {
  GET: { baseMs: 50, deviationPercent: 30, okStatus: 200 },
  POST: { baseMs: 150, deviationPercent: 20, okStatus: 201 },
  PUT: { baseMs: 100, deviationPercent: 30, okStatus: 200 },
  DELETE: { baseMs: 75, deviationPercent: 40, okStatus: 204 },
};

export type Random = () => number;

function pickWeighted<T extends Weighted>(items: readonly T[], random: Random): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let point = random() * total;
  for (const item of items) {
    point -= item.weight;
    if (point < 0) return item;
  }
  return items[items.length - 1];
}

function pickMethod(random: Random): Method {
  const roll = random() * 100;
  if (roll < 86) return 'GET';
  if (roll < 91) return 'POST';
  if (roll < 96) return 'DELETE';
  return 'PUT';
}

/** `value` moved up or down by a random share of at most `maxDeviationPercent` percent; never below 1. */
export function withDeviation(value: number, maxDeviationPercent: number, random: Random): number {
  if (maxDeviationPercent <= 0) return value;
  const change = (value / 100) * Math.floor(random() * maxDeviationPercent);
  const result = Math.round(random() < 0.5 ? value - change : value + change);
  return Math.max(1, result);
}

export function fakeHttpMessage(source: string, nowMs: number, random: Random = Math.random): MessageFields {
  const method = pickMethod(random);
  const resource = pickWeighted(RESOURCES, random);
  const user = pickWeighted(USERS, random);
  const profile = METHOD_PROFILE[method];
  const successful = random() < 0.98;
  const timedOut = !successful && random() < 0.2;

  let status = successful ? profile.okStatus : 500;
  let tookMs: number;
  if (timedOut) {
    status = 504;
    tookMs = withDeviation(5000, 15, random);
  } else if (random() < 0.002) {
    tookMs = withDeviation(400, profile.deviationPercent, random);
  } else {
    tookMs = withDeviation(profile.baseMs, profile.deviationPercent, random);
  }

  const now = new Date(nowMs);
  const timestamp = now.toISOString();
  return {
    message: `${method} ${resource.path} [${status}] ${tookMs}ms`,
    source,
    timestamp,
    http_method: method,
    http_response_code: status,
    resource: resource.path,
    controller: resource.controller,
    action: resource.action,
    user_id: user.id,
    took_ms: tookMs,
    ingest_time: timestamp,
    ingest_time_epoch: nowMs,
    ingest_time_second: now.getUTCSeconds(),
    ingest_time_minute: now.getUTCMinutes(),
    ingest_time_hour: now.getUTCHours(),
    ingest_time_day: now.getUTCDate(),
    ingest_time_month: now.getUTCMonth() + 1,
    ingest_time_year: now.getUTCFullYear(),
  };
}
