import { initialOutputValues, toCreateRequest, toUpdateRequest, validateOutput } from './outputFormValues';
import { configurationField } from 'fixtures/inputFixtures';
import { GELF_OUTPUT, gelfOutputTypeFixture, outputFixture } from 'fixtures/outputFixtures';

describe('output form values', () => {
  const gelf = gelfOutputTypeFixture();

  it('starts a new output with the type\'s defaults, and an edit with the output\'s values', () => {
    expect(initialOutputValues(gelf, undefined)).toEqual({ title: '', hostname: '', port: 12201, protocol: 'TCP', tcp_no_delay: false });
    const stored = outputFixture({ configuration: { hostname: '10.0.0.9', port: '5555', protocol: 'UDP' } });
    // A number stored as text is shown as a number; a field the output lacks starts at its default.
    expect(initialOutputValues(gelf, stored)).toEqual({ title: 'Archive', hostname: '10.0.0.9', port: 5555, protocol: 'UDP', tcp_no_delay: false });
  });

  it('keeps a configuration field called "title" apart from the output\'s own title', () => {
    const type = { ...gelf, requested_configuration: { title: configurationField({ human_name: 'Message title', default_value: 'x' }) } };
    const values = initialOutputValues(type, undefined);
    expect(values).toEqual({ title: '', 'configuration.title': 'x' });
    expect(toCreateRequest(type, { ...values, title: 'Mine' })).toEqual({ title: 'Mine', type: GELF_OUTPUT, configuration: { title: 'x' } });
  });

  it('requires a title and every required field, never a checkbox', () => {
    const values = { ...initialOutputValues(gelf, undefined), port: undefined, title: '  ' };
    expect(validateOutput(gelf, values)).toEqual({ title: 'Title is required.', hostname: 'Destination host is required.', port: 'Destination port is required.' });
    expect(validateOutput(gelf, { ...values, title: 'x', hostname: 'h', port: 1 })).toEqual({});
  });

  it('builds typed requests, trimming the title and leaving out an empty optional number', () => {
    const type = { ...gelf, requested_configuration: { ...gelf.requested_configuration, queue_size: configurationField({ type: 'number', human_name: 'Queue', is_optional: true, default_value: null }) } };
    const values = { ...initialOutputValues(type, undefined), title: ' Archive ', hostname: 'archive', tcp_no_delay: true };
    expect(toCreateRequest(type, values)).toEqual({
      title: 'Archive', type: GELF_OUTPUT, configuration: { hostname: 'archive', port: 12201, protocol: 'TCP', tcp_no_delay: true },
    });
    expect(toUpdateRequest(type, { ...values, queue_size: 64 })).toEqual({
      title: 'Archive', configuration: { hostname: 'archive', port: 12201, protocol: 'TCP', tcp_no_delay: true, queue_size: 64 },
    });
  });
});
