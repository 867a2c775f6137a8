import { FetchError } from '@/logic/errors/FetchError';

import {
  configurationOf, initialConfigurationValues, titleOf, validateConfiguration, withFormFieldNames,
} from './configurationForm';
import { callbackTypesFixture, conditionTypesFixture, EMAIL_CALLBACK } from 'fixtures/legacyAlertFixtures';

const messageCount = conditionTypesFixture().message_count.requested_configuration;
const fieldValue = conditionTypesFixture().field_value.requested_configuration;
const email = callbackTypesFixture()[EMAIL_CALLBACK].requested_configuration;

describe('configurationForm', () => {
  it('starts a new condition at its type\'s defaults and an existing one at its own values', () => {
    expect(initialConfigurationValues(messageCount, '', undefined)).toEqual({
      title: '', time: 5, threshold_type: 'MORE', threshold: 0, query: '*', grace: 0, repeat_notifications: false,
    });
    expect(initialConfigurationValues(messageCount, 'Busy', { threshold: 7, repeat_notifications: true, time: '10' })).toMatchObject({
      title: 'Busy', threshold: 7, repeat_notifications: true, time: 10,
    });
  });

  it('sends numbers as numbers, flags as flags and leaves out an empty optional number', () => {
    const values = { ...initialConfigurationValues(messageCount, 'Busy', undefined), threshold: 3, grace: undefined };
    expect(configurationOf(messageCount, values)).toEqual({ time: 5, threshold_type: 'MORE', threshold: 3, query: '*', repeat_notifications: false });
    expect(titleOf({ title: '  Busy  ' })).toBe('Busy');
  });

  it('keeps a type\'s own field named "type" apart from the condition type', () => {
    const values = initialConfigurationValues(fieldValue, 'Hot', undefined);
    expect(values.type).toBe('MAX');
    expect(configurationOf(fieldValue, { ...values, field: 'took_ms', type: 'MEAN' })).toEqual({ field: 'took_ms', threshold: 0, type: 'MEAN' });
  });

  it('edits a list as a list of values and sends it as a list', () => {
    const values = initialConfigurationValues(email, 'Mail', { subject: 'Alert', email_receivers: ['a@example.org', 'b@example.org'] });
    expect(values.email_receivers).toEqual(['a@example.org', 'b@example.org']);
    expect(configurationOf(email, { ...values, email_receivers: [' a@example.org', '', 'c@example.org'] })).toEqual({ subject: 'Alert', email_receivers: ['a@example.org', 'c@example.org'] });
    expect(configurationOf(email, { ...values, email_receivers: [] }).email_receivers).toEqual([]);
    // The server's default for a list is [], and no value at all is an empty list too.
    expect(initialConfigurationValues(email, '', undefined).email_receivers).toEqual([]);
    const withListDefault = { ...email, email_receivers: { ...email.email_receivers, default_value: [] } };
    expect(initialConfigurationValues(withListDefault, '', undefined).email_receivers).toEqual([]);
  });

  it('asks for a title and every required field before anything is sent', () => {
    const values = { ...initialConfigurationValues(messageCount, ' ', undefined), threshold: undefined, query: '' };
    expect(validateConfiguration(messageCount, values)).toEqual({ title: 'Title is required.', threshold: 'Threshold is required.' });
    expect(validateConfiguration(messageCount, { ...values, title: 'Busy', threshold: Number.NaN })).toEqual({ threshold: 'Threshold must be a number.' });
  });

  it('puts a refusal naming a configuration field, in any of the ways servers name it, at that field', () => {
    const refusal = new FetchError('Bad Request', 400, { message: 'Threshold must be a whole number', failed: true, errors: { 'parameters.threshold': ['Threshold must be a whole number'] } });
    const renamed = withFormFieldNames(refusal, messageCount);
    expect(renamed).toBeInstanceOf(FetchError);
    expect((renamed as FetchError).body).toMatchObject({ errors: { threshold: ['Threshold must be a whole number'] } });
    expect((renamed as FetchError).message).toBe(refusal.message);

    const direct = new FetchError('Bad Request', 400, { failed: true, errors: { threshold: ['x'] } });
    expect(withFormFieldNames(direct, messageCount)).toBe(direct);
    const other = new FetchError('Bad Request', 400, { failed: true, errors: { 'configuration/unknown': ['x'] } });
    expect(withFormFieldNames(other, messageCount)).toBe(other);
  });
});
