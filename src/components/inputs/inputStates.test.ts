import { isActive, lastFailure, relevantNodeIds, stateVariant } from './inputStates';
import { inputFixture, inputStateFixture } from 'fixtures/inputFixtures';

describe('input states', () => {
  const input = inputFixture();

  it('counts every node for a global input and only its own node otherwise', () => {
    expect(relevantNodeIds({ global: true, node: null }, ['a', 'b'])).toEqual(['a', 'b']);
    expect(relevantNodeIds({ global: false, node: 'b' }, ['a', 'b'])).toEqual(['b']);
    expect(relevantNodeIds({ global: false, node: null }, ['a'])).toEqual([]);
  });

  it('offers stopping a running, starting or failed input, starting a stopped one', () => {
    expect(isActive(inputStateFixture(input, { state: 'RUNNING' }))).toBe(true);
    expect(isActive(inputStateFixture(input, { state: 'FAILED' }))).toBe(true);
    expect(isActive(inputStateFixture(input, { state: 'STOPPED' }))).toBe(false);
    expect(isActive(undefined)).toBe(false);
    expect(stateVariant('FAILED')).toBe('danger');
    expect(stateVariant('RUNNING')).toBe('success');
  });

  it('finds the latest reason a message was dropped', () => {
    const older = inputStateFixture(input, { last_failure: { reason: 'older', timestamp: '2024-01-01T00:00:00.000Z' } });
    const newer = inputStateFixture(input, { last_failure: { reason: 'newer', timestamp: '2024-02-01T00:00:00.000Z' } });
    expect(lastFailure([older, undefined, newer])?.reason).toBe('newer');
    expect(lastFailure([inputStateFixture(input)])).toBeUndefined();
  });
});
