// Test-only: an adapter's surroundings on a fresh database (URL whitelist allowing only the tests' local
// servers), counting cache purges, and a DTO for a configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/database';
import type { Db } from '../../db/types';
import { saveWhitelist } from '../../urlwhitelist/store';
import { errorResult } from '../results';
import type { AdapterDto, TypedConfig } from '../types';
import type { AdapterEnv } from './types';

export interface TestEnv extends AdapterEnv {
  purges: number;
  dir: string;
  close: () => void;
}

export function testEnv(): TestEnv {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lookup-adapter-'));
  const db: Db = openDatabase(dir);
  saveWhitelist(db, { disabled: false, entries: [{ id: 'local', type: 'regex', value: '^http://127\\.0\\.0\\.1:\\d+/', title: 'test servers' }] });
  const env: TestEnv = {
    db,
    dir,
    purges: 0,
    now: () => Date.parse('2024-05-01T12:00:00Z'),
    purgeCaches: () => {
      env.purges += 1;
    },
    errorResult: () => errorResult(),
    close: () => {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return env;
}

export function adapterDto(config: TypedConfig, name = 'test-adapter'): AdapterDto {
  return {
    id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    title: name,
    description: '',
    name,
    custom_error_ttl_enabled: null,
    custom_error_ttl: null,
    custom_error_ttl_unit: null,
    content_pack: null,
    config,
  };
}
