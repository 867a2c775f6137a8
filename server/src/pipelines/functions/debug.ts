// debug(): one line in the server's log, for following a rule while writing it.
import { javaString } from '../values';
import { defineFunction, param } from './define';

export const debug = defineFunction({
  name: 'debug',
  description: "Writes the value to the server's log",
  returnType: 'Void',
  pure: false,
  params: [param('value', 'Object', 'The value to write')],
  invoke(args, context) {
    const value = args.value;
    context.services.log(value === null || value === undefined ? 'PIPELINE DEBUG: Passed value is NULL.' : `PIPELINE DEBUG: ${javaString(value)}`);
    return null;
  },
});
