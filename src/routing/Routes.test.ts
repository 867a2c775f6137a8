import { buildRoutes, qualifyWithPrefix, queryString } from './Routes';

describe('Routes', () => {
  it('gives plain paths without a prefix', () => {
    const routes = buildRoutes('');
    expect(routes.STARTPAGE).toBe('/');
    expect(routes.SYSTEM.INPUTS).toBe('/system/inputs');
    expect(routes.SYSTEM.LOOKUPTABLES.CACHES.edit('c1')).toBe('/system/lookuptables/caches/c1/edit');
    expect(routes.SYSTEM.EXTRACTORS.edit('in1', 'node1', 'ex1')).toBe('/system/inputs/in1/node1/extractors/ex1/edit');
  });

  it('puts every path under the prefix, and keeps the unqualified ones for route registration', () => {
    const routes = buildRoutes('/console');
    expect(routes.STARTPAGE).toBe('/console/');
    expect(routes.SEARCH).toBe('/console/search');
    expect(routes.SYSTEM.NODES.show('n1')).toBe('/console/system/nodes/n1');
    expect(routes.unqualified.SEARCH).toBe('/search');
  });

  it('normalizes a prefix given with a trailing slash or without a leading one', () => {
    expect(buildRoutes('console/').STREAMS).toBe('/console/streams');
    expect(qualifyWithPrefix('/console', '/console/streams')).toBe('/console/streams');
  });

  it('encodes parameters and query values exactly once', () => {
    const routes = buildRoutes('');
    expect(routes.search('source:"a b" AND x=1', '1h')).toBe('/search?q=source%3A%22a%20b%22%20AND%20x%3D1&interval=1h');
    expect(routes.SYSTEM.METRICS('n/1', 'org.graylog')).toBe('/system/metrics/node/n%2F1?filter=org.graylog');
    expect(routes.SYSTEM.INDEX_SETS.configuration('x')).toBe('/system/index_sets/x/configuration');
    expect(routes.legacyAlertsOfStream('s1')).toBe('/alerts/?stream_id=s1');
    expect(queryString({ a: undefined, b: '', c: 0 })).toBe('?c=0');
  });
});
