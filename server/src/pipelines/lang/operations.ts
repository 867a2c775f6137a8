// What the operators do to values at run time, with Graylog's semantics where they are defined: a missing
// value (null or undefined) never equals anything and compares false; arithmetic, indexing and member
// access follow the Java expressions of Graylog's interpreter. Each function throws a plain Error with a
// user-facing sentence; the compiled rule adds where in the source it happened.
import { addPeriods, DateTimeValue, isPlainMap, javaString, PeriodValue, periodBetween, plusPeriod, typeOfValue, valuesEqual } from '../values';
import { dateProperty } from './dates';

export type ArithmeticOperator = '+' | '-' | '*' | '/' | '%';
export type ComparisonOperator = '<' | '<=' | '>' | '>=';
/** How numbers are combined: as the static types say (Long or Double), or decided by the values (Object). */
export type NumberMode = 'long' | 'double' | 'dynamic';

export function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** `==` and `!=`: as Graylog, a missing left side makes both false. */
export function equality(left: unknown, right: unknown, equals: boolean): boolean {
  if (isMissing(left)) return false;
  return valuesEqual(left, right) === equals;
}

function ordered(operator: ComparisonOperator, order: number): boolean {
  switch (operator) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    default:
      return order >= 0;
  }
}

/** `<` `<=` `>` `>=` on numbers, dates or strings; false when either side is missing. */
export function compare(operator: ComparisonOperator, left: unknown, right: unknown): boolean {
  if (isMissing(left) || isMissing(right)) return false;
  if (typeof left === 'number' && typeof right === 'number') return ordered(operator, left < right ? -1 : left > right ? 1 : 0);
  if (left instanceof DateTimeValue && right instanceof DateTimeValue) return ordered(operator, left.epochMs - right.epochMs);
  if (typeof left === 'string' && typeof right === 'string') return ordered(operator, left < right ? -1 : left > right ? 1 : 0);
  throw new Error(`Cannot compare a ${typeOfValue(left)} with a ${typeOfValue(right)}`);
}

/** Java's arithmetic on two numbers: as longs (`integral`: division truncates, and by zero throws) or doubles. */
function numberArithmetic(operator: ArithmeticOperator, l: number, r: number, integral: boolean): number {
  switch (operator) {
    case '+':
      return l + r;
    case '-':
      return l - r;
    case '*':
      return l * r;
    case '/':
      if (!integral) return l / r;
      if (r === 0) throw new Error('/ by zero');
      return Math.trunc(l / r);
    default:
      if (integral && r === 0) throw new Error('/ by zero');
      return l % r;
  }
}

/** String concatenation as Java's, which shows a missing side as "null" and a list as "[a, b]". */
export function concatenate(left: unknown, right: unknown): string {
  return javaString(left) + javaString(right);
}

export function arithmetic(operator: ArithmeticOperator, left: unknown, right: unknown, mode: NumberMode): unknown {
  if (isMissing(left) || isMissing(right)) {
    throw new Error(`Cannot compute '${operator}': the ${isMissing(left) ? 'left' : 'right'} operand is null`);
  }
  if (typeof left === 'number' && typeof right === 'number') {
    const integral = mode === 'long' || (mode === 'dynamic' && Number.isInteger(left) && Number.isInteger(right));
    return numberArithmetic(operator, left, right, integral);
  }
  if (operator === '+' || operator === '-') {
    const sign = operator === '+' ? 1 : -1;
    if (left instanceof DateTimeValue && right instanceof PeriodValue) return plusPeriod(left, right, sign);
    if (left instanceof PeriodValue && right instanceof DateTimeValue) return plusPeriod(right, left, sign);
    if (left instanceof PeriodValue && right instanceof PeriodValue) return addPeriods(left, right, sign);
    if (left instanceof DateTimeValue && right instanceof DateTimeValue && operator === '-') return periodBetween(left, right);
    if (typeof left === 'string' && typeof right === 'string' && operator === '+') return left + right;
  }
  throw new Error(`Cannot apply '${operator}' to a ${typeOfValue(left)} and a ${typeOfValue(right)}`);
}

export function negate(value: unknown, negative: boolean, text: string): number {
  if (typeof value !== 'number') throw new Error(`Value of '${text}' is not a number: ${isMissing(value) ? 'null' : String(value)}`);
  return negative ? -value : value;
}

function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** `list[i]` and `map["k"]`; null when either side is missing. */
export function indexed(indexable: unknown, index: unknown): unknown {
  if (isMissing(indexable) || isMissing(index)) return null;
  if (typeof index === 'number') {
    if (!Array.isArray(indexable)) throw new Error(`Value of type ${typeOfValue(indexable)} is not a List`);
    const i = Math.trunc(index);
    if (i < 0 || i >= indexable.length) throw new Error(`Index ${i} out of bounds for length ${indexable.length}`);
    return indexable[i];
  }
  if (typeof index === 'string') {
    if (!isPlainMap(indexable)) throw new Error(`Value of type ${typeOfValue(indexable)} is not a Map`);
    return hasOwn(indexable, index) ? indexable[index] : null;
  }
  throw new Error(`Index of type ${typeOfValue(index)} is neither a Long nor a String`);
}

function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/**
 * `object.name`: a map's entry or a date's property (Graylog reads Java bean properties, and tries the
 * camelCase form of a snake_case name when the name itself gives nothing). Null when there is none.
 */
export function member(object: unknown, name: unknown): unknown {
  if (isMissing(object) || isMissing(name)) return null;
  const key = String(name);
  const read = (k: string): unknown => {
    if (isPlainMap(object)) return hasOwn(object, k) ? object[k] : undefined;
    if (object instanceof DateTimeValue) return dateProperty(object, k);
    return undefined;
  };
  return read(key) ?? read(camelCase(key)) ?? null;
}

/** A map literal's object: keys become own properties, `__proto__` included. */
export function buildMap(keys: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    Object.defineProperty(map, keys[i], { value: values[i], enumerable: true, writable: true, configurable: true });
  }
  return map;
}
