// A syslog PRI value becomes the name of its facility ("mail", "local0", ...), as Graylog names them.
import { syslogFacilityName } from '../../codecs/syslog';
import { facilityOf, parsePri } from './syslogPriLevel';
import { valueConverter, type ConverterFactory } from './types';

export const syslogPriFacilityConverter: ConverterFactory = () =>
  valueConverter((value) => {
    const pri = parsePri(value);
    return pri === null ? value : syslogFacilityName(facilityOf(pri));
  });
