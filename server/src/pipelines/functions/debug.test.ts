import { call, testContext } from './testing';

describe('debug', () => {
  it('writes the value to the log', () => {
    const context = testContext();
    call('debug', { value: ['a', 1] }, context);
    call('debug', { value: null }, context);
    expect(context.logged).toEqual(['PIPELINE DEBUG: [a, 1]', 'PIPELINE DEBUG: Passed value is NULL.']);
  });
});
