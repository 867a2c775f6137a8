// The server applies exactly the console's permission rules: one module serves both.
export { grants as implies, isPermitted } from '../../../src/logic/permissions';
