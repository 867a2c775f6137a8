import fs from 'node:fs';
import path from 'node:path';

/**
 * The checkout's root (the folder with package.json), found upwards from `from`. Modules that locate files by
 * their own folder need it: the server runs from server/src (tsx, jest) and compiled from
 * server/dist/server/src, two folders deeper.
 */
export function projectRoot(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
