// Hashes (hex digests of the UTF-8 bytes) and base encodings, decoding strictly as Guava's BaseEncoding
// does: a character outside the alphabet or an impossible length fails the call.
import { createHash } from 'node:crypto';
import { booleanArg, FunctionArgumentError, requiredString } from './args';
import { defineFunction, optional, param, type LibraryFunction } from './define';

function hashFunction(name: string, algorithm: string): LibraryFunction {
  return defineFunction({
    name,
    description: `The ${name.toUpperCase()} hash of the text, in hex`,
    returnType: 'String',
    pure: false,
    params: [param('value', 'String', 'The text to hash')],
    invoke: (args) => createHash(algorithm).update(requiredString(args, 'value'), 'utf8').digest('hex'),
  });
}

interface BaseEncoding {
  label: string;
  encode(bytes: Buffer): string;
  /** The characters of the alphabet, as a regex character class body. */
  alphabet: string;
  /** The characters per block (4 for base64, 2 for base16): lengths that leave a bad remainder are refused. */
  block: number;
  invalidRemainders: number[];
  decode(text: string): Buffer;
}

const BASE64: BaseEncoding = {
  label: 'base64',
  encode: (bytes) => bytes.toString('base64'),
  alphabet: 'A-Za-z0-9+/',
  block: 4,
  invalidRemainders: [1],
  decode: (text) => Buffer.from(text, 'base64'),
};

const BASE64_URL: BaseEncoding = {
  label: 'URL-safe base64',
  encode: (bytes) => {
    const text = bytes.toString('base64url');
    return text + '='.repeat((4 - (text.length % 4)) % 4);
  },
  alphabet: 'A-Za-z0-9\\-_',
  block: 4,
  invalidRemainders: [1],
  decode: (text) => Buffer.from(text, 'base64url'),
};

const BASE16: BaseEncoding = {
  label: 'base16',
  encode: (bytes) => bytes.toString('hex').toUpperCase(),
  alphabet: '0-9A-F',
  block: 2,
  invalidRemainders: [1],
  decode: (text) => Buffer.from(text, 'hex'),
};

function decodeStrictly(encoding: BaseEncoding, text: string, omitPadding: boolean): string {
  const unpadded = omitPadding ? text : text.replace(/=+$/, '');
  if (!new RegExp(`^[${encoding.alphabet}]*$`).test(unpadded)) throw new FunctionArgumentError(`Not valid ${encoding.label}: unrecognized character`);
  if (encoding.invalidRemainders.includes(unpadded.length % encoding.block)) throw new FunctionArgumentError(`Not valid ${encoding.label}: invalid input length ${unpadded.length}`);
  return encoding.decode(unpadded).toString('utf8');
}

function encodingFunctions(prefix: string, encoding: BaseEncoding): LibraryFunction[] {
  const params = (verb: string) => [
    param('value', 'String', `The text to ${verb}`),
    optional('omit_padding', 'Boolean', 'Whether the text goes without the padding "=" characters; false when left out'),
  ];
  return [
    defineFunction({
      name: `${prefix}_encode`,
      description: `The text's UTF-8 bytes in ${encoding.label}`,
      returnType: 'String',
      pure: false,
      params: params('encode'),
      invoke(args) {
        const encoded = encoding.encode(Buffer.from(requiredString(args, 'value'), 'utf8'));
        return booleanArg(args, 'omit_padding') === true ? encoded.replace(/=+$/, '') : encoded;
      },
    }),
    defineFunction({
      name: `${prefix}_decode`,
      description: `The text that ${encoding.label} stands for (read as UTF-8)`,
      returnType: 'String',
      pure: false,
      params: params('decode'),
      invoke: (args) => decodeStrictly(encoding, requiredString(args, 'value'), booleanArg(args, 'omit_padding') === true),
    }),
  ];
}

export const ENCODING_FUNCTIONS: LibraryFunction[] = [
  hashFunction('md5', 'md5'),
  hashFunction('sha1', 'sha1'),
  hashFunction('sha256', 'sha256'),
  hashFunction('sha512', 'sha512'),
  ...encodingFunctions('base64', BASE64),
  ...encodingFunctions('base64url', BASE64_URL),
  ...encodingFunctions('base16', BASE16),
];
