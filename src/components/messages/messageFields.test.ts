import { fieldValueText, isHiddenField, linkHref, listedFields, processingProblems } from './messageFields';
import { messageFieldsFixture } from 'fixtures/messageFixtures';

describe('listedFields', () => {
  it('lists message first, then the other user fields by name, without document, stream and gl2 fields', () => {
    const names = listedFields(messageFieldsFixture({ Zeta: 1, alpha: 'a', _ttl: 5, _source: '{}' })).map(([name]) => name);
    expect(names).toEqual(['message', 'alpha', 'http_status', 'level', 'source', 'timestamp', 'Zeta']);
  });

  it('hides exactly Elasticsearch\'s fields, streams and gl2_ fields, not the message\'s own source', () => {
    ['_id', '_ttl', '_source', '_all', '_index', '_type', '_score', 'streams', 'gl2_source_input', 'gl2_remote_ip', 'gl2_processing_error'].forEach((name) => {
      expect(isHiddenField(name)).toBe(true);
    });
    ['source', 'id', 'type', 'index', 'message', 'stream'].forEach((name) => expect(isHiddenField(name)).toBe(false));
  });
});

describe('fieldValueText', () => {
  it.each([
    ['<b>bold</b>', '<b>bold</b>'],
    [200, '200'],
    [false, 'false'],
    [null, ''],
    [['a', 'b'], '[\n  "a",\n  "b"\n]'],
  ])('%p reads %p', (value, text) => {
    expect(fieldValueText(value)).toBe(text);
  });
});

describe('linkHref', () => {
  it('reads the address of a link decorator\'s value', () => {
    expect(linkHref({ type: 'a', href: 'https://example.org/x?y=1' })).toBe('https://example.org/x?y=1');
    expect(linkHref({ type: 'a', href: 'http://10.0.0.1:8080/' })).toBe('http://10.0.0.1:8080/');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//example.org/relative'],
    ['/relative'],
    ['ftp://example.org/file'],
    ['http://'],
  ])('refuses %p', (href) => {
    expect(linkHref({ type: 'a', href })).toBeUndefined();
  });

  it.each([
    ['https://example.org'],
    [null],
    [{ type: 'b', href: 'https://example.org' }],
    [{ type: 'a', href: 5 }],
    [['a', 'https://example.org']],
  ])('is undefined for the value %p', (value) => {
    expect(linkHref(value)).toBeUndefined();
  });
});

describe('processingProblems', () => {
  it('reads the server\'s gl2_processing_error as text, and nothing when there is none', () => {
    expect(processingProblems(messageFieldsFixture({ gl2_processing_error: 'Extractor Status failed: took too long' })))
      .toBe('Extractor Status failed: took too long');
    expect(processingProblems(messageFieldsFixture())).toBeUndefined();
    expect(processingProblems(messageFieldsFixture({ gl2_processing_error: ' ' }))).toBeUndefined();
  });
});
