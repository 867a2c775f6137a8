import { compileQuery } from '../search/query';
import { allOf } from './allOf';

describe('allOf', () => {
  it('keeps the messages both queries keep, with both plans and either one\'s user regex', () => {
    const both = allOf(compileQuery('ssh'), compileQuery('source:/web.*/'));
    expect(both({ message: 'ssh login', source: 'web1' })).toBe(true);
    expect(both({ message: 'ssh login', source: 'db1' })).toBe(false);
    expect(both({ message: 'http', source: 'web1' })).toBe(false);
    expect(both.plan).toMatchObject({ kind: 'and', must: [{ kind: 'leaf', spec: 'message' }, { kind: 'leaf', spec: 'source' }], not: [] });
    expect(both.userRegex).toBe(true);
    expect(allOf(compileQuery(''), compileQuery('ssh')).userRegex).toBe(false);
  });
});
