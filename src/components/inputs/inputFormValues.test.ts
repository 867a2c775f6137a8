import { FetchError } from '@/logic/errors/FetchError';
import { placeServerError } from '@/components/common/form/serverErrors';

import { configurationKey, orderedFields } from '@/components/common/configuration/configurationFormValues';

import { initialFormValues, INPUT_OWN_FIELDS, toInputRequest, validateInputForm, withFormFieldNames } from './inputFormValues';
import { configurationField, GELF_HTTP, gelfHttpTypeFixture, inputFixture, NODE_ID } from 'fixtures/inputFixtures';

describe('input form values', () => {
  const type = gelfHttpTypeFixture();

  it('orders fields by position, then required before optional, then label', () => {
    const requested = {
      b: configurationField({ human_name: 'B', is_optional: true }),
      a: configurationField({ human_name: 'A', is_optional: true }),
      req: configurationField({ human_name: 'Z' }),
      first: configurationField({ human_name: 'Y', position: 1 }),
    };
    expect(orderedFields(requested).map(([name]) => name)).toEqual(['first', 'req', 'a', 'b']);
  });

  it('starts a new input with the type\'s defaults and the only node chosen', () => {
    expect(initialFormValues(type, undefined, [NODE_ID])).toEqual({
      title: '', global: false, node: NODE_ID,
      bind_address: '0.0.0.0', port: 12201, enable_cors: true, tls_client_auth: 'disabled', recv_buffer_size: undefined, tls_key_password: '',
    });
    expect(initialFormValues(type, undefined, ['n1', 'n2']).node).toBe('');
  });

  it('starts an edit with the input\'s values, and defaults for fields it lacks; the only node is ready for unticking global', () => {
    const input = inputFixture({ title: 'Web', global: true, node: null, attributes: { port: 5555, enable_cors: false, bind_address: '127.0.0.1' } });
    expect(initialFormValues(type, input, [NODE_ID])).toMatchObject({
      title: 'Web', global: true, node: NODE_ID, port: 5555, enable_cors: false, bind_address: '127.0.0.1', tls_client_auth: 'disabled',
    });
  });

  it('builds the request with typed configuration, leaving out an empty optional number', () => {
    const values = { ...initialFormValues(type, undefined, [NODE_ID]), title: '  Web  ', port: 9000 };
    expect(toInputRequest(type, values)).toEqual({
      title: 'Web', type: GELF_HTTP, global: false, node: NODE_ID,
      configuration: { bind_address: '0.0.0.0', port: 9000, enable_cors: true, tls_client_auth: 'disabled', tls_key_password: '' },
    });
    expect(toInputRequest(type, { ...values, global: true })).not.toHaveProperty('node');
  });

  it('requires a title, a node for a local input and every required field', () => {
    const values = { ...initialFormValues(type, undefined, []), port: undefined, bind_address: ' ' };
    expect(validateInputForm(type, values)).toEqual({
      title: 'Title is required.',
      node: 'Node is required for an input that is not global.',
      bind_address: 'Bind address is required.',
      port: 'Port is required.',
    });
    expect(validateInputForm(type, { ...values, global: true, title: 'x', port: 1, bind_address: 'h' })).toEqual({});
  });

  it('keeps a configuration field called like one of the form\'s own apart', () => {
    expect(configurationKey('title', INPUT_OWN_FIELDS)).toBe('configuration.title');
    expect(configurationKey('port', INPUT_OWN_FIELDS)).toBe('port');
  });

  describe('withFormFieldNames', () => {
    it('moves a refusal of configuration.port or configuration/port to the port field', () => {
      ['configuration.port', 'configuration/port'].forEach((field) => {
        const refusal = new FetchError('Bad Request', 400, { message: 'Port out of range', failed: true, errors: { [field]: ['must be at most 65535'] } });
        const placed = placeServerError(withFormFieldNames(refusal, type), ['title', 'port']);
        expect(placed.fieldErrors).toEqual({ port: 'This value must be at most 65535.' });
      });
    });

    it('passes other errors on unchanged', () => {
      const refusal = new FetchError('Bad Request', 400, { message: 'x', errors: { port: ['bad'] } });
      expect(withFormFieldNames(refusal, type)).toBe(refusal);
      const other = new Error('network');
      expect(withFormFieldNames(other, type)).toBe(other);
    });

    it('keeps the message and status of a renamed refusal', () => {
      const refusal = new FetchError('Bad Request', 400, { message: 'Port out of range', errors: { 'configuration.port': ['bad'] } });
      const renamed = withFormFieldNames(refusal, type) as FetchError;
      expect(renamed).not.toBe(refusal);
      expect(renamed.status).toBe(400);
      expect(renamed.message).toBe(refusal.message);
      expect(renamed.serverMessage).toBe('Port out of range');
    });
  });
});
