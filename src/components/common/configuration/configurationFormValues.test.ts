import { FetchError } from '@/logic/errors/FetchError';

import {
  configurationErrors, configurationFormValues, configurationKey, configurationOf, formValueOf, withFormFieldNames,
} from './configurationFormValues';
import { configurationField } from 'fixtures/inputFixtures';

const OWN = ['title'];

const requested = {
  title: configurationField({ human_name: 'Message title', default_value: 'Alert', position: 10 }),
  port: configurationField({ type: 'number', human_name: 'Port', default_value: 12201, position: 20 }),
  queue: configurationField({ type: 'number', human_name: 'Queue size', default_value: null, is_optional: true, position: 30 }),
  receivers: configurationField({ type: 'list', human_name: 'Receivers', default_value: [], position: 40 }),
  verbose: configurationField({ type: 'boolean', human_name: 'Verbose', default_value: false, position: 50 }),
};

describe('configuration form values', () => {
  it('holds a field named like one of the form\'s own aside', () => {
    expect(configurationKey('title', OWN)).toBe('configuration.title');
    expect(configurationKey('port', OWN)).toBe('port');
    expect(configurationKey('title', [])).toBe('title');
  });

  it('starts at the stored values, else the type\'s defaults; a list holds its values', () => {
    expect(configurationFormValues(requested, undefined, OWN)).toEqual({
      'configuration.title': 'Alert', port: 12201, queue: undefined, receivers: [], verbose: false,
    });
    expect(configurationFormValues(requested, { port: '5555', receivers: ['a@example.org', 'b@example.org'], verbose: 'true' }, OWN)).toMatchObject({
      port: 5555, receivers: ['a@example.org', 'b@example.org'], verbose: true,
    });
  });

  it('reads a list from a list, a single text or nothing', () => {
    const list = requested.receivers;
    expect(formValueOf(list, ['a', 7])).toEqual(['a', '7']);
    expect(formValueOf(list, 'a@example.org')).toEqual(['a@example.org']);
    expect(formValueOf(list, null)).toEqual([]);
    expect(formValueOf(list, ' ')).toEqual([]);
  });

  it('sends typed values, a list without blank entries, and leaves out an empty optional number', () => {
    const values = { ...configurationFormValues(requested, undefined, OWN), receivers: [' a@example.org ', '', 'b@example.org'], title: 'Mine' };
    expect(configurationOf(requested, values, OWN)).toEqual({
      title: 'Alert', port: 12201, receivers: ['a@example.org', 'b@example.org'], verbose: false,
    });
    expect(configurationOf(requested, { ...values, queue: 64 }, OWN).queue).toBe(64);
  });

  it('requires every required field, a list with a value included, and numbers that are numbers', () => {
    const values = { ...configurationFormValues(requested, undefined, OWN), 'configuration.title': ' ', port: undefined };
    expect(configurationErrors(requested, values, OWN)).toEqual({
      'configuration.title': 'Message title is required.', port: 'Port is required.', receivers: 'Receivers is required.',
    });
    expect(configurationErrors(requested, { ...values, 'configuration.title': 'x', port: Number.NaN, receivers: ['a'] }, OWN)).toEqual({
      port: 'Port must be a number.',
    });
  });

  describe('withFormFieldNames', () => {
    const refusal = (errors: { [field: string]: Array<string> }) => new FetchError('Bad Request', 400, { message: 'Refused', failed: true, errors });
    const errorsOf = (error: unknown) => (error as FetchError).body as { errors: unknown };

    it('moves configuration.x, configuration/x and parameters.x to the field\'s form name', () => {
      expect(errorsOf(withFormFieldNames(refusal({ 'configuration/port': ['bad'] }), requested, OWN)).errors).toEqual({ port: ['bad'] });
      expect(errorsOf(withFormFieldNames(refusal({ 'parameters.queue': ['bad'] }), requested, OWN)).errors).toEqual({ queue: ['bad'] });
      expect(errorsOf(withFormFieldNames(refusal({ 'configuration.title': ['bad'] }), requested, OWN)).errors).toEqual({ 'configuration.title': ['bad'] });
    });

    it('leaves a plain name of one of the form\'s own fields to that field, and unknown fields as they are', () => {
      const own = refusal({ title: ['bad'] });
      expect(withFormFieldNames(own, requested, OWN)).toBe(own);
      const unknown = refusal({ 'configuration.other': ['bad'] });
      expect(withFormFieldNames(unknown, requested, OWN)).toBe(unknown);
      // Without own fields of that name, a plain `title` is the configuration field's.
      expect(withFormFieldNames(own, requested, [])).toBe(own);
    });
  });
});
