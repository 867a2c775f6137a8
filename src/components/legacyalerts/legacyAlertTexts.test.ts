import { conditionFixture, conditionTypesFixture, streamFixture } from 'fixtures/legacyAlertFixtures';
import {
  conditionStreamId, conditionTitle, configurationValueText, streamTitle, streamTitlesOf,
} from './legacyAlertTexts';

const requested = conditionTypesFixture().message_count.requested_configuration;

describe('legacyAlertTexts', () => {
  it('finds a condition\'s stream by its own stream_id, else by the streams\' alert_conditions', () => {
    const streams = [streamFixture({ id: 's1', alert_conditions: [{ id: 'other' }] }), streamFixture({ id: 's2', alert_conditions: [{ id: 'c1' }] })];
    expect(conditionStreamId(conditionFixture({ id: 'c1' }), streams)).toBe('s2');
    expect(conditionStreamId(conditionFixture({ id: 'c1', stream_id: 's9' }), streams)).toBe('s9');
    expect(conditionStreamId(conditionFixture({ id: 'gone' }), streams)).toBeUndefined();
  });

  it('names streams and untitled conditions', () => {
    const titles = streamTitlesOf([streamFixture({ id: 's1', title: 'Shop' })]);
    expect(streamTitle(titles, 's1')).toBe('Shop');
    expect(streamTitle(titles, 's2')).toBe('Stream s2');
    expect(streamTitle(titles, undefined)).toBe('Unknown stream');
    expect(conditionTitle(conditionFixture({ title: '  ' }), conditionTypesFixture())).toBe('Untitled Message Count Alert Condition');
    expect(conditionTitle(conditionFixture({ title: null, type: 'plugin_type' }), conditionTypesFixture())).toBe('Untitled plugin_type');
  });

  it('shows values as their field offers them, and never a secret', () => {
    expect(configurationValueText('MORE', requested.threshold_type)).toBe('more than');
    expect(configurationValueText('ODD', requested.threshold_type)).toBe('ODD');
    expect(configurationValueText(true, requested.repeat_notifications)).toBe('yes');
    expect(configurationValueText(['a@example.org', 'b@example.org'], undefined)).toBe('a@example.org, b@example.org');
    expect(configurationValueText('', undefined)).toBe('—');
    expect(configurationValueText('<b>x</b>', undefined)).toBe('<b>x</b>');
    expect(configurationValueText('hunter2', { ...requested.query, attributes: ['is_password'] })).toBe('••••••');
  });
});
