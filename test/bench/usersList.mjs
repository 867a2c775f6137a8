// `npm run bench` part: the users page over 50 and over 5,000 users, in the same run. For each size it reports
// how many list requests one page view makes (initial view, next page, a search) and the time from the
// navigation to the rendered rows. The users are written straight into the database (one shared password
// hash), because creating 5,000 users through the API would measure scrypt, not the list.
import path from 'path';
import Database from 'better-sqlite3';

import { startBenchServer, stopBenchServer } from './benchServer.mjs';
import { benchListPage } from './listPageBench.mjs';

const seedUsers = (dataDir, count) => {
  const db = new Database(path.join(dataDir, 'console.db'));
  const admin = db.prepare("SELECT password_hash FROM users WHERE username = 'admin'").get();
  const insert = db.prepare(`INSERT INTO users (id, username, full_name, email, password_hash, roles, created_at)
    VALUES (?, ?, ?, ?, ?, '["Reader"]', ?)`);
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const id = (0x60000000 + i).toString(16).padStart(8, '0') + i.toString(16).padStart(16, '0');
      insert.run(id, `user${String(i).padStart(5, '0')}`, `Bench User ${i}`, `user${i}@example.org`, admin.password_hash, now);
    }
  })();
  db.close();
};

export const benchUsersList = () => benchListPage({
  heading: 'Users page (/system/users)',
  path: '/system/users',
  noun: 'users',
  start: async (dataDir, count) => {
    // The first start creates the schema and the admin; the users are seeded while it is stopped.
    await stopBenchServer(await startBenchServer(dataDir));
    seedUsers(dataDir.path, count);
    return startBenchServer(dataDir);
  },
  isListRequest: (pathname) => pathname.endsWith('/api/users/paginated'),
  target: 'under 1.5',
});
