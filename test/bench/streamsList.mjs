// `npm run bench` part: the streams page over 50 and over 5,000 streams (two rules each), in the same run. For
// each size it reports how many list requests one page view makes (initial view, next page) and the time from
// the navigation to the rendered rows. The streams are created through the API, as a script would.
import { benchApi, startBenchServer } from './benchServer.mjs';
import { benchListPage } from './listPageBench.mjs';

const PARALLEL = 8;


/** `count` streams besides "All messages", each with two rules, half of them running. */
const seedStreams = async (base, count) => {
  const sets = await benchApi(base, 'GET', '/system/indices/index_sets?stats=false');
  const indexSetId = sets.index_sets.find((set) => set.default).id;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      const { stream_id: id } = await benchApi(base, 'POST', '/streams', {
        title: `Bench stream ${String(i).padStart(5, '0')}`,
        description: `Messages of service ${i}`,
        index_set_id: indexSetId,
        remove_matches_from_default_stream: false,
        matching_type: i % 2 === 0 ? 'AND' : 'OR',
        rules: [
          { field: 'service', type: 1, value: `svc-${i}`, inverted: false, description: '' },
          { field: 'http_status', type: 3, value: '499', inverted: false, description: '' },
        ],
      });
      if (i % 2 === 0) await benchApi(base, 'POST', `/streams/${id}/resume`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
};

export const benchStreamsList = () => benchListPage({
  heading: 'Streams page (/streams)',
  path: '/streams',
  noun: 'streams',
  start: async (dataDir, count) => {
    const server = await startBenchServer(dataDir, ['--no-demo-input']);
    const seeding = Date.now();
    await seedStreams(server.base, count);
    console.log(`  (${count + 1} streams created through the API in ${((Date.now() - seeding) / 1000).toFixed(1)} s)`);
    return server;
  },
  // Every way of listing streams counts: the paginated list and the whole list.
  isListRequest: (pathname) => pathname.endsWith('/api/streams/paginated') || pathname.endsWith('/api/streams'),
  target: 'about 1',
});

// Run on its own: `node test/bench/streamsList.mjs`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStreamsList();
}
