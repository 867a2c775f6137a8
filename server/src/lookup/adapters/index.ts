// The data adapter types, by Graylog's type names (plus our key-value list).
import { csvFileType } from './csvFile';
import { dnsType } from './dns';
import { dsvHttpType } from './dsvHttp';
import { httpJsonPathType } from './httpJsonPath';
import { keyValueType } from './keyValue';
import type { AdapterType } from './types';

export const ADAPTER_TYPES: ReadonlyMap<string, AdapterType> = new Map(
  [csvFileType, dsvHttpType, httpJsonPathType, dnsType, keyValueType].map((type) => [type.type, type]),
);
