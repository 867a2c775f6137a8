// Raw/plaintext: the payload is the message, the sender is the source, the reception time the timestamp.
import type { MessageFields } from '../messages/types';
import { commonCodecFields, decodeText, isoTimestamp, overrideSource, type RequestedConfiguration } from './configuration';
import { CodecError, type Codec, type CodecContext } from './types';

export function rawConfigurationFields(): RequestedConfiguration {
  return commonCodecFields();
}

function withoutLineEnd(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 0x0a || text.charCodeAt(end - 1) === 0x0d)) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

export function decodeRaw(payload: Buffer, context: CodecContext): MessageFields {
  const message = withoutLineEnd(decodeText(payload, context.configuration));
  if (message === '') throw new CodecError('Empty message');
  return {
    message,
    source: overrideSource(context.configuration) ?? context.remoteAddress,
    timestamp: isoTimestamp(context.nowMs),
  };
}

export const rawCodec: Codec = { name: 'raw', decode: decodeRaw };
