import { readPastedMessage } from './rawMessage';

describe('readPastedMessage', () => {
  it('reads a JSON object as the message\'s fields', () => {
    expect(readPastedMessage('  {"message": "pay", "source": "web-01", "level": 6}\n')).toEqual({
      kind: 'json', fields: { message: 'pay', source: 'web-01', level: 6 },
    });
  });

  it('makes any other text the message field, trimmed', () => {
    expect(readPastedMessage('GET /checkout/pay 200\n')).toEqual({ kind: 'text', fields: { message: 'GET /checkout/pay 200' } });
    expect(readPastedMessage('42')).toEqual({ kind: 'text', fields: { message: '42' } });
    expect(readPastedMessage('"quoted"')).toEqual({ kind: 'text', fields: { message: '"quoted"' } });
  });

  it('refuses text that starts like JSON but does not parse, saying so, rather than sending it as text', () => {
    const reading = readPastedMessage('{"message": "pay",}');
    expect(reading.kind).toBe('invalid');
    expect(reading.kind === 'invalid' && reading.reason).toMatch(/^This is not valid JSON: .+\.$/);
  });

  it('refuses a JSON list: a message is one object of fields', () => {
    const reading = readPastedMessage('[{"message": "a"}]');
    expect(reading.kind === 'invalid' && reading.reason).toMatch(/must be one object of fields/);
  });

  it('treats blank text as no message', () => {
    expect(readPastedMessage(' \n\t')).toEqual({ kind: 'empty' });
  });
});
