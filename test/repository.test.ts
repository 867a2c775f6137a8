// The project documents itself: what a newcomer reads must be in the repository and name what exists.
import fs from 'fs';
import path from 'path';

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the project documentation', () => {
  it('links only to documents inside the repository', () => {
    const readme = read('README.md');
    expect(readme).not.toMatch(/\.\.\/shared\//);
    const links = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1]).filter((link) => !/^https?:/.test(link));
    links.forEach((link) => expect([link, fs.existsSync(path.join(root, link))]).toEqual([link, true]));
    expect(links).toContain('docs/architecture.md');
  });

  it('describes every shared building block by the path it lives at', () => {
    const architecture = read('docs/architecture.md');
    const paths = [...architecture.matchAll(/`((?:src|server\/src|test)\/[\w/.-]+\.(?:tsx?|mjs))`/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(5);
    paths.forEach((file) => expect([file, fs.existsSync(path.join(root, file))]).toEqual([file, true]));
    ['PaginatedEntityTable', 'useEntityForm', 'ConfirmDialog', 'PageHeader', 'paginate', 'route(', 'crudRoutes'].forEach((block) => {
      expect([block, architecture.includes(block)]).toEqual([block, true]);
    });
  });
});
