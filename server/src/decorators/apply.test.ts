// The decorators on a message and the decoration stats they leave.
import { applicableDecorators, decorateMessage } from './apply';
import { checkDecorator } from './validation';

const SYSLOG = 'org.graylog2.decorators.SyslogSeverityMapperDecorator';
const FORMAT = 'org.graylog2.decorators.FormatStringDecorator';
const LINK = 'org.graylog2.decorators.LinkFieldDecorator';

describe('decorators', () => {
  it('maps a numeric syslog severity to its name in a new field', () => {
    const decorator = checkDecorator({ type: SYSLOG, config: { source_field: 'level', target_field: 'severity' }, order: 0 });
    const result = decorateMessage({ _id: 'a', level: 3 }, [decorator]);
    expect(result.fields).toEqual({ _id: 'a', level: 3, severity: 'Error (3)' });
    expect(result.stats).toEqual({ added_fields: { severity: 'Error (3)' }, changed_fields: {}, removed_fields: {} });
    expect(decorateMessage({ _id: 'b', level: 9 }, [decorator]).fields).toEqual({ _id: 'b', level: 9 });
  });

  it('formats a string from fields, optionally only when all of them are there', () => {
    const format = (require_all_fields: boolean) => checkDecorator({ type: FORMAT, config: { format_string: '${source} - ${message}', target_field: 'message', require_all_fields }, order: 0 });
    const decorated = decorateMessage({ _id: 'a', source: 'web', message: 'hello' }, [format(false)]);
    expect(decorated.fields.message).toBe('web - hello');
    expect(decorated.stats?.changed_fields).toEqual({ message: 'hello' });
    expect(decorateMessage({ _id: 'a', message: 'hello' }, [format(false)]).fields.message).toBe(' - hello');
    expect(decorateMessage({ _id: 'a', message: 'hello' }, [format(true)]).fields.message).toBe('hello');
  });

  it('turns only http and https values into links', () => {
    const decorator = checkDecorator({ type: LINK, config: { link_field: 'url' }, order: 0 });
    expect(decorateMessage({ url: 'https://example.org/x' }, [decorator]).fields.url).toEqual({ type: 'a', href: 'https://example.org/x' });
    expect(decorateMessage({ url: 'javascript:alert(1)' }, [decorator]).fields.url).toBe('javascript:alert(1)');
  });

  it('applies decorators in their order, and stream decorators only to searches of that stream', () => {
    const first = checkDecorator({ type: FORMAT, config: { format_string: 'a', target_field: 'x' }, order: 2 });
    const second = checkDecorator({ type: FORMAT, config: { format_string: 'b', target_field: 'x' }, order: 1, stream: 's1' });
    expect(decorateMessage({}, applicableDecorators([first, second], ['s1'])).fields.x).toBe('a');
    expect(applicableDecorators([first, second], [])).toEqual([first]);
    expect(decorateMessage({ a: 1 }, []).stats).toBeNull();
  });

  it('refuses unknown types and incomplete configurations, naming the field', () => {
    expect(() => checkDecorator({ type: 'org.graylog2.decorators.LookupTableDecorator', config: {}, order: 0 })).toThrow(/unknown decorator type/);
    expect(() => checkDecorator({ type: SYSLOG, config: { source_field: 'level' }, order: 0 })).toThrow('config.target_field: Target field is required');
    expect(() => checkDecorator({ type: FORMAT, config: { format_string: 'x', target_field: 'y', require_all_fields: 'yes' }, order: 0 })).toThrow(/true or false/);
  });
});
