import { eventsConfiguration, eventsFormValues, validateEvents } from './EventsConfigSection';

const valid = { events_search_timeout: 60, events_notification_retry_period: 300, events_notification_default_backlog: 50, events_catchup_window: 3600 };

describe('the events configuration form', () => {
  it('holds seconds and sends milliseconds', () => {
    const config = { events_search_timeout: 60_000, events_notification_retry_period: 300_000, events_notification_default_backlog: 50, events_catchup_window: 3_600_000 };
    expect(eventsFormValues(config)).toEqual(valid);
    expect(eventsConfiguration(valid)).toEqual(config);
  });

  it('accepts the values the server accepts', () => {
    expect(Object.values(validateEvents(valid)).filter(Boolean)).toEqual([]);
    expect(Object.values(validateEvents({ ...valid, events_search_timeout: 86_400, events_catchup_window: 2_592_000 })).filter(Boolean)).toEqual([]);
  });

  it('refuses the backlog outside 0 to 1000 and in fractions', () => {
    expect(validateEvents({ ...valid, events_notification_default_backlog: -1 }).events_notification_default_backlog).toBe('Enter at least 0.');
    expect(validateEvents({ ...valid, events_notification_default_backlog: 1001 }).events_notification_default_backlog).toBe('Enter at most 1000.');
    expect(validateEvents({ ...valid, events_notification_default_backlog: 1.5 }).events_notification_default_backlog).toBe('Enter a whole number.');
    expect(validateEvents({ ...valid, events_notification_default_backlog: undefined }).events_notification_default_backlog).toBe('Enter a number of messages.');
  });

  // The server's own reason would give these limits in milliseconds, under a field in seconds.
  it('refuses durations beyond the server\'s limits in seconds', () => {
    const errors = validateEvents({ ...valid, events_search_timeout: 86_401, events_notification_retry_period: 0, events_catchup_window: 2_592_001 });
    expect(errors.events_search_timeout).toBe('Enter at most 86400.');
    expect(errors.events_notification_retry_period).toBe('Enter at least 1.');
    expect(errors.events_catchup_window).toBe('Enter at most 2592000.');
  });
});
