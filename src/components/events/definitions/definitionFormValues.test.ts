import { FetchError } from '@/logic/errors/FetchError';

import {
  CONDITION_STEP, DETAILS_STEP, FIELDS_STEP, initialDefinitionValues, placeDefinitionRefusal, toDefinitionRequest, validateDefinition,
} from './definitionFormValues';

const stored = {
  id: 'd1',
  title: 'Burst',
  description: 'Too many orders',
  priority: 3 as const,
  alert: true,
  config: { type: 'aggregation-v1', query: 'marker:burst' },
  field_spec: { host: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.source}', require_values: true }] } },
  key_spec: ['host'],
  notification_settings: { grace_period_ms: 60000, backlog_size: 5 },
  notifications: [{ notification_id: 'n1', notification_parameters: { x: 1 } }],
  storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
};

describe('definitionFormValues', () => {
  it('turns a stored definition into the wizard\'s values and back unchanged', () => {
    const values = initialDefinitionValues(stored, false);
    expect(values.priority).toBe('3');
    expect(values.schedule).toBe(false);
    expect(values.field_spec).toEqual([expect.objectContaining({ name: 'host', template: '${source.source}', requireValues: true, isKey: true })]);
    expect(toDefinitionRequest(values, stored)).toEqual(stored);
  });

  it('schedules a new definition by default and stores its events in the events stream', () => {
    const values = initialDefinitionValues(undefined, false);
    expect(values.schedule).toBe(true);
    expect(toDefinitionRequest({ ...values, title: ' x ' }).storage).toEqual([{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }]);
    expect(toDefinitionRequest({ ...values, title: ' x ' }).title).toBe('x');
  });

  it('checks the title, field names and notification settings', () => {
    const values = initialDefinitionValues(undefined, true);
    expect(validateDefinition(values).title).toBe('Enter a title.');
    const withFields = { ...values, title: 'x', field_spec: [{ ...initialDefinitionValues(stored, true).field_spec[0], name: 'bad name' }] };
    expect(validateDefinition(withFields).field_spec).toMatch(/not a valid field name/);
    expect(validateDefinition({ ...values, title: 'x', notification_settings: { grace_period_ms: 0, backlog_size: 1.5 } }).notification_settings).toMatch(/whole number/);
  });

  it('sorts a refusal into the condition\'s reasons and the wizard\'s own, and finds the first step concerned', () => {
    const refusal = new FetchError('Bad Request', 400, { failed: true, errors: { 'config.query': ['cannot be parsed'], key_spec: ['unknown key'] } });
    const placed = placeDefinitionRefusal(refusal);
    expect(placed.configErrors).toEqual({ query: 'This value cannot be parsed.' });
    expect((placed.formError as FetchError).body).toEqual(expect.objectContaining({ errors: { field_spec: ['unknown key'] } }));
    expect(placed.step).toBe(CONDITION_STEP);
    expect(placeDefinitionRefusal(new FetchError('Bad Request', 400, { errors: { key_spec: ['x'] } })).step).toBe(FIELDS_STEP);
    expect(placeDefinitionRefusal(new FetchError('Bad Request', 400, { errors: { title: ['x'], query: ['y'] } })).step).toBe(DETAILS_STEP);
  });

  it('passes any other failure through', () => {
    const failure = new FetchError('Internal Server Error', 500, { message: 'boom' });
    expect(placeDefinitionRefusal(failure)).toEqual({ configErrors: {}, formError: failure, fields: [], step: undefined });
  });
});
