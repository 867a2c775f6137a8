// The lifecycle as Graylog's ServerStatus reports it: pause and resume, a locked pause, load balancer overrides.
import { NodeStatus, ProcessingPauseLockedError } from './nodeStatus';

describe('NodeStatus', () => {
  it('pauses and resumes processing, telling the resume listeners', () => {
    const status = new NodeStatus();
    const resumed: string[] = [];
    status.onResume(() => resumed.push('resumed'));
    expect([status.lifecycleName, status.loadBalancerStatus, status.isProcessing]).toEqual(['running', 'ALIVE', true]);
    status.pause();
    expect([status.lifecycleName, status.loadBalancerStatus, status.isProcessing]).toEqual(['paused', 'ALIVE', false]);
    status.resume();
    expect([status.lifecycleName, status.isProcessing]).toEqual(['running', true]);
    expect(resumed).toEqual(['resumed']);
  });

  it('refuses to resume a locked pause until it is unlocked; pausing again never lifts the lock', () => {
    const status = new NodeStatus();
    status.pause(true);
    status.pause(false);
    expect(() => status.resume()).toThrow(ProcessingPauseLockedError);
    expect(status.isProcessing).toBe(false);
    status.unlockPause();
    status.resume();
    expect(status.isProcessing).toBe(true);
  });

  it('overrides the load balancer status until the next lifecycle change', () => {
    const status = new NodeStatus();
    status.overrideLoadBalancer('DEAD');
    expect([status.lifecycleName, status.loadBalancerStatus, status.isProcessing]).toEqual(['override lb:dead', 'DEAD', true]);
    status.overrideLoadBalancer('THROTTLED');
    expect(status.loadBalancerStatus).toBe('THROTTLED');
    status.pause();
    expect(status.loadBalancerStatus).toBe('ALIVE');
    status.halting();
    expect([status.lifecycleName, status.loadBalancerStatus]).toEqual(['halting', 'DEAD']);
  });
});
