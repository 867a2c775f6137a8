// The data layer emits, the stores listen: nothing under src/logic may import a store, or the import circle
// between the fetch layer and the stores comes back. Scans every file's import and require lines.
import fs from 'fs';
import path from 'path';

const LOGIC_DIR = __dirname;
const STORES_DIR = path.resolve(__dirname, '../stores');

const sourceFiles = (dir: string): Array<string> => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const full = path.join(dir, entry.name);
  if (entry.isDirectory()) {
    return sourceFiles(full);
  }
  return /\.(ts|tsx|js|jsx)$/.test(entry.name) ? [full] : [];
});

// `import x from '…'`, `import type …`, `export … from '…'`, `import('…')`, `require('…')`, `jest.mock('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*)['"]([^'"]+)['"]/g;

const importedModules = (source: string): Array<string> => [...source.matchAll(SPECIFIER)].map((match) => match[1]);

const resolvesIntoStores = (file: string, specifier: string): boolean => {
  if (specifier === '@/stores' || specifier.startsWith('@/stores/')) {
    return true;
  }
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    return target === STORES_DIR || target.startsWith(`${STORES_DIR}${path.sep}`);
  }
  return false;
};

describe('src/logic', () => {
  it('recognises every way a file can import a module', () => {
    const source = [
      "import { A } from '@/stores/a/AStore';",
      "import type { B } from '../stores/b';",
      "export { C } from '@/stores/c';",
      "const d = import('@/stores/d');",
      "const e = require('@/stores/e');",
      "jest.mock('@/stores/f', () => ({}));",
      "import '@/stores/g';",
      'import {\n  H,\n} from "@/stores/h";',
    ].join('\n');
    expect(importedModules(source)).toEqual([
      '@/stores/a/AStore', '../stores/b', '@/stores/c', '@/stores/d', '@/stores/e', '@/stores/f', '@/stores/g', '@/stores/h',
    ]);
  });

  it('imports nothing from src/stores', () => {
    // This file names store modules in its own examples above.
    const files = sourceFiles(LOGIC_DIR).filter((file) => file !== __filename);
    expect(files.length).toBeGreaterThan(3);
    const offending = files.flatMap((file) => importedModules(fs.readFileSync(file, 'utf8'))
      .filter((specifier) => resolvesIntoStores(file, specifier))
      .map((specifier) => `${path.relative(LOGIC_DIR, file)} imports ${specifier}`));
    expect(offending).toEqual([]);
  });
});
