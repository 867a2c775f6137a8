import { notificationText } from './notificationTexts';

const base = { severity: 'urgent' as const, timestamp: '2024-03-01T10:00:00.000Z', node_id: 'node-1' };

describe('notificationText', () => {
  it('says which input failed to start, where and why', () => {
    const text = notificationText({ ...base, type: 'input_failed_to_start', details: { input_id: 'abc123', input_title: 'Syslog UDP', reason: 'Address already in use' } });
    expect(text.title).toBe('An input failed to start');
    expect(text.description).toContain('Input Syslog UDP could not start (node node-1): Address already in use.');
  });

  it('links the input notifications to the inputs page', () => {
    const link = { to: '/system/inputs', label: 'Go to the inputs' };
    expect(notificationText({ ...base, type: 'input_failed_to_start', details: { input_id: 'abc123', input_title: 'Syslog UDP' } }).link).toEqual(link);
    expect(notificationText({ ...base, type: 'input_failure_shutdown', details: {} }).link).toEqual(link);
    expect(notificationText({ ...base, type: 'no_input_running', details: {} }).link).toEqual(link);
    expect(notificationText({ ...base, type: 'es_cluster_red', details: {} }).link).toBeUndefined();
  });

  it('copes with missing details, and uses a generic notification\'s own title and description', () => {
    expect(notificationText({ ...base, type: 'input_failed_to_start', details: null }).description).toContain('Input unknown could not start');
    expect(notificationText({ ...base, type: 'index_ranges_recalculation', details: { index_sets: ['graylog', 'audit'] } }).description).toContain('graylog, audit');
    expect(notificationText({ ...base, type: 'generic', details: { title: 'Disk almost full', description: 'Free some space.' } }))
      .toEqual({ title: 'Disk almost full', description: 'Free some space.' });
  });

  it('lists the details of a type it has no sentence for', () => {
    expect(notificationText({ ...base, type: 'plugin_problem', details: { plugin: 'x', count: 2 } }))
      .toEqual({ title: 'Notification: plugin problem', description: 'plugin: x; count: 2' });
  });
});
