import { initialDecoratorValues, nextOrder, toDecoratorRequest, validateDecorator } from './decoratorFormValues';
import { decoratorFixture, decoratorTypeFixture } from 'fixtures/viewsFixtures';

const severity = decoratorTypeFixture();
const withOptions = decoratorTypeFixture({
  type: 'format',
  requested_configuration: {
    format_string: { type: 'text', default_value: '${source}', description: '', human_name: 'Format', is_optional: false, attributes: [], additional_info: {} },
    require_all_fields: { type: 'boolean', default_value: false, description: '', human_name: 'Require all fields', is_optional: true, attributes: [], additional_info: {} },
    max: { type: 'number', default_value: '', description: '', human_name: 'Max', is_optional: true, attributes: [], additional_info: {} },
  },
});

describe('decorator form values', () => {
  it('starts a new decorator with the type defaults, for all searches, after the others', () => {
    expect(initialDecoratorValues(withOptions, undefined, 3)).toEqual({
      type: 'format', stream: '', order: 3, format_string: '${source}', require_all_fields: false, max: undefined,
    });
    expect(nextOrder([decoratorFixture({ order: 1 }), decoratorFixture({ order: 4 })])).toBe(5);
    expect(nextOrder([])).toBe(1);
  });

  it('edits a decorator with its own values', () => {
    const decorator = decoratorFixture({ stream: 's1', order: 2 });
    expect(initialDecoratorValues(severity, decorator, 9)).toEqual({
      type: severity.type, stream: 's1', order: 2, source_field: 'level', target_field: 'severity',
    });
  });

  it('requires a type, a whole order and the required configuration', () => {
    expect(validateDecorator(undefined, { order: 1 })).toEqual({ type: 'Type is required.' });
    expect(validateDecorator(severity, { type: severity.type, order: 1.5, source_field: ' ', target_field: 'x' })).toEqual({
      order: 'Order is a whole number, 0 or more.', source_field: 'Source field is required.',
    });
  });

  it('sends the configuration typed as the type asks, and null for all searches', () => {
    expect(toDecoratorRequest(withOptions, { type: 'format', stream: '', order: 2, format_string: '${a}', require_all_fields: true, max: undefined })).toEqual({
      type: 'format', config: { format_string: '${a}', require_all_fields: true }, stream: null, order: 2,
    });
    expect(toDecoratorRequest(severity, { type: severity.type, stream: 's1', order: 1, source_field: 'a', target_field: 'b' }).stream).toBe('s1');
  });
});
