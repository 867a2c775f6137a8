import DocsHelper, { DOCS_BASE, PAGES, url } from './DocsHelper';

describe('DocsHelper', () => {
  it('builds manual addresses below the Graylog 4.0 documentation', () => {
    expect(DOCS_BASE).toBe('https://docs.graylog.org/en/4.0/pages/');
    expect(url(PAGES.USERS_ROLES)).toBe('https://docs.graylog.org/en/4.0/pages/users_and_roles.html');
    expect(DocsHelper.url(DocsHelper.PAGES.PERMISSIONS))
      .toBe('https://docs.graylog.org/en/4.0/pages/users_and_roles/permission_system.html');
  });

  it('tolerates a leading slash and keeps complete addresses as they are', () => {
    expect(url('/streams.html')).toBe('https://docs.graylog.org/en/4.0/pages/streams.html');
    expect(url('https://plugins.example.org/manual.html')).toBe('https://plugins.example.org/manual.html');
    expect(url()).toBe(DOCS_BASE);
  });
});
