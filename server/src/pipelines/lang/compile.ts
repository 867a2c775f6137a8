// Checks a rule's syntax tree against the function descriptors and the language's typing rules (Graylog's
// RuleAstBuilder, RuleTypeAnnotator and RuleTypeChecker in one walk), collecting every error, and turns
// each node into a closure that evaluates it. Nothing of the user's text is ever run as code: closures
// only call the operations in operations.ts and the library's functions.
import type { EvaluationContext, FunctionDefinition, ParamDescriptor, ValueType } from '../types';
import { isAssignable } from '../types';
import { getField } from '../message';
import type { BinaryOperator, CallExpr, Expr, FieldName, RuleSyntax, Statement } from './ast';
import { positionSuffix, RuleEvaluationError, type ParseErrorJson, type SourcePosition } from './errors';
import { arithmetic, buildMap, compare, concatenate, equality, indexed, member, negate, type NumberMode } from './operations';

/** A static type, or Unknown for an expression whose error was already reported (no errors pile up on it). */
type StaticType = ValueType | 'Unknown';

export type Evaluator = (ctx: EvaluationContext, vars: unknown[]) => unknown;

interface Compiled {
  type: StaticType;
  evaluate: Evaluator;
  /** Present when the expression is a literal (or a list or map of literals): its value, known now. */
  constant?: { value: unknown };
}

/** Deeper nesting than any real rule has; refusing it keeps the checker and the evaluators off the stack's edge. */
const MAX_DEPTH = 200;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const NEVER_RUNS: Evaluator = () => null;

class LineIndex {
  private readonly starts: number[] = [0];

  constructor(source: string) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  position(offset: number): SourcePosition {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, positionInLine: offset - this.starts[low] };
  }
}

function ordinal(n: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th', 'th'];
  return n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${suffixes[n % 10]}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface CompiledRule {
  name: string;
  condition: Evaluator;
  statements: Evaluator[];
  variableCount: number;
}

export class RuleCompiler {
  readonly errors: ParseErrorJson[] = [];
  private readonly lines: LineIndex;
  private readonly variables = new Map<string, { slot: number; type: StaticType }>();

  constructor(
    private readonly source: string,
    private readonly functions: ReadonlyMap<string, FunctionDefinition>,
  ) {
    this.lines = new LineIndex(source);
  }

  compileRule(rule: RuleSyntax): CompiledRule {
    // The condition is checked first, as Graylog walks it: a variable is never declared there yet.
    const condition = this.expression(rule.condition, 0);
    if (condition.type !== 'Unknown' && condition.type !== 'Boolean') {
      this.incompatibleType(rule.condition.at, 'Boolean', condition.type);
    }
    const statements = rule.statements.map((s) => this.statement(s));
    return { name: rule.name, condition: condition.evaluate, statements, variableCount: this.variables.size };
  }

  // ---- errors

  private position(offset: number): SourcePosition {
    return this.lines.position(offset);
  }

  private report(offset: number, type: string, reason: string): void {
    const { line, positionInLine } = this.position(offset);
    this.errors.push({ type, line, position_in_line: positionInLine, reason });
  }

  private withPosition(offset: number, reason: string): string {
    return reason + positionSuffix(this.position(offset));
  }

  private incompatibleType(offset: number, expected: ValueType, actual: StaticType): void {
    this.report(offset, 'incompatible_type', this.withPosition(offset, `Expected type ${expected} but found ${actual}`));
  }

  private text(node: { at: number; end: number }): string {
    return this.source.slice(node.at, node.end).trim();
  }

  /** Runs `evaluate`, turning a plain failure into Graylog's "At 3:4 an exception was thrown: ..." */
  private guarded(offset: number, evaluate: (ctx: EvaluationContext, vars: unknown[]) => unknown): Evaluator {
    const { line, positionInLine } = this.position(offset);
    return (ctx, vars) => {
      try {
        return evaluate(ctx, vars);
      } catch (error) {
        if (error instanceof RuleEvaluationError) throw error;
        throw new RuleEvaluationError(`At ${line}:${positionInLine} an exception was thrown: ${errorMessage(error)}`, line, positionInLine);
      }
    };
  }

  // ---- statements

  private statement(node: Statement): Evaluator {
    switch (node.kind) {
      case 'empty':
        return NEVER_RUNS;
      case 'call':
        return this.call(node.call, 0).evaluate;
      case 'let': {
        const value = this.expression(node.value, 0);
        let variable = this.variables.get(node.name);
        if (variable) variable.type = value.type;
        else {
          variable = { slot: this.variables.size, type: value.type };
          this.variables.set(node.name, variable);
        }
        const { slot } = variable;
        const evaluate = value.evaluate;
        return (ctx, vars) => {
          vars[slot] = evaluate(ctx, vars);
        };
      }
    }
  }

  // ---- expressions

  private expression(node: Expr, depth: number): Compiled {
    if (depth > MAX_DEPTH) {
      this.report(node.at, 'syntax_error', `Expressions are nested more than ${MAX_DEPTH} levels deep`);
      return { type: 'Unknown', evaluate: NEVER_RUNS };
    }
    const next = depth + 1;
    switch (node.kind) {
      case 'string':
        return constant('String', node.value);
      case 'boolean':
        return constant('Boolean', node.value);
      case 'long':
        return this.longLiteral(node);
      case 'double':
        return constant('Double', Number(node.text.replace(/_/g, '').replace(/[fFdD]$/, '')));
      case 'array':
        return this.arrayLiteral(node.items, next);
      case 'map':
        return this.mapLiteral(node.entries, next);
      case 'variable':
        return this.variable(node.name, node.at);
      case 'call':
        return this.call(node, next);
      case 'messageField': {
        const name = this.fieldName(node.field);
        return { type: 'Object', evaluate: typeof name === 'string' ? (ctx) => getField(ctx.message, name) : this.messageByValue(name) };
      }
      case 'messageIndex': {
        const index = this.expression(node.index, next);
        if (index.type !== 'Unknown' && index.type !== 'String') this.incompatibleType(node.at, 'String', index.type);
        return { type: 'Object', evaluate: this.messageByValue(index.evaluate) };
      }
      case 'fieldAccess': {
        const object = this.expression(node.object, next);
        const name = this.fieldName(node.field);
        const readObject = object.evaluate;
        const evaluate: Evaluator =
          typeof name === 'string' ? (ctx, vars) => member(readObject(ctx, vars), name) : (ctx, vars) => member(readObject(ctx, vars), name(ctx, vars));
        return { type: 'Object', evaluate };
      }
      case 'index':
        return this.index(node.object, node.index, node.at, next);
      case 'sign': {
        const operand = this.expression(node.operand, next);
        const sign = node.negative ? '-' : '+';
        if (!['Long', 'Double', 'Object', 'Unknown'].includes(operand.type)) {
          this.report(node.at, 'invalid_operation', `Invalid operation: Unable to apply '${sign}' to a value of type ${operand.type}`);
          return { type: 'Unknown', evaluate: NEVER_RUNS };
        }
        const read = operand.evaluate;
        const text = this.text(node.operand);
        const negative = node.negative;
        return { type: operand.type, evaluate: this.guarded(node.at, (ctx, vars) => negate(read(ctx, vars), negative, text)) };
      }
      case 'not': {
        const operand = this.expression(node.operand, next);
        if (operand.type !== 'Unknown' && operand.type !== 'Boolean') this.incompatibleType(node.at, 'Boolean', operand.type);
        const read = operand.evaluate;
        return { type: 'Boolean', evaluate: (ctx, vars) => read(ctx, vars) !== true };
      }
      case 'binary':
        return this.binary(node, next);
    }
  }

  private longLiteral(node: { at: number; text: string }): Compiled {
    const text = node.text.replace(/_/g, '').replace(/[lL]$/, '');
    const negative = text.startsWith('-');
    const digits = negative ? text.slice(1) : text;
    // Graylog reads decimal literals with Long.parseLong, so a leading zero does not make them octal.
    const magnitude = /^0[xXbB]/.test(digits) ? BigInt(digits) : BigInt(digits.replace(/^0+(?=\d)/, ''));
    const value = negative ? -magnitude : magnitude;
    if (value < LONG_MIN || value > LONG_MAX) {
      this.report(node.at, 'syntax_error', this.withPosition(node.at, `The number ${node.text} does not fit in a Long`));
      return { type: 'Unknown', evaluate: NEVER_RUNS };
    }
    return constant('Long', Number(value));
  }

  private arrayLiteral(items: Expr[], depth: number): Compiled {
    const compiled = items.map((item) => this.expression(item, depth));
    const evaluators = compiled.map((c) => c.evaluate);
    const evaluate: Evaluator = (ctx, vars) => evaluators.map((e) => e(ctx, vars));
    if (compiled.every((c) => c.constant)) return { type: 'List', evaluate, constant: { value: compiled.map((c) => c.constant?.value) } };
    return { type: 'List', evaluate };
  }

  private mapLiteral(entries: Array<{ name: string; value: Expr }>, depth: number): Compiled {
    const keys = entries.map((e) => e.name);
    const compiled = entries.map((e) => this.expression(e.value, depth));
    const evaluators = compiled.map((c) => c.evaluate);
    const evaluate: Evaluator = (ctx, vars) =>
      buildMap(
        keys,
        evaluators.map((e) => e(ctx, vars)),
      );
    if (compiled.every((c) => c.constant)) {
      return { type: 'Map', evaluate, constant: { value: buildMap(keys, compiled.map((c) => c.constant?.value)) } };
    }
    return { type: 'Map', evaluate };
  }

  private variable(name: string, at: number): Compiled {
    const variable = this.variables.get(name);
    if (!variable) {
      this.report(at, 'undeclared_variable', this.withPosition(at, `Undeclared variable ${name}`));
      return { type: 'Unknown', evaluate: NEVER_RUNS };
    }
    const { slot } = variable;
    return { type: variable.type, evaluate: (_ctx, vars) => vars[slot] };
  }

  /** A field name after a dot: fixed text, or (a bare name that is a declared variable) the variable's value. */
  private fieldName(field: FieldName): string | Evaluator {
    const variable = field.bare ? this.variables.get(field.name) : undefined;
    if (!variable) return field.name;
    const { slot } = variable;
    return (_ctx, vars) => vars[slot];
  }

  private messageByValue(name: string | Evaluator): Evaluator {
    if (typeof name === 'string') return (ctx) => getField(ctx.message, name);
    return (ctx, vars) => {
      const value = name(ctx, vars);
      return value === null || value === undefined ? null : getField(ctx.message, String(value));
    };
  }

  private index(objectNode: Expr, indexNode: Expr, at: number, depth: number): Compiled {
    const object = this.expression(objectNode, depth);
    const index = this.expression(indexNode, depth);
    const indexType = index.type;
    if (object.type === 'List' || object.type === 'Map') {
      const expected: ValueType = object.type === 'List' ? 'Long' : 'String';
      if (indexType !== 'Unknown' && indexType !== expected) {
        this.report(at, 'incompatible_index_type', this.withPosition(at, `Expected type ${expected} but found ${indexType} when indexing`));
      }
    } else if (object.type !== 'JsonNode' && object.type !== 'Unknown') {
      this.report(at, 'non_indexable', this.withPosition(at, `Cannot index value of type ${object.type}`));
    }
    const readObject = object.evaluate;
    const readIndex = index.evaluate;
    return { type: 'Object', evaluate: this.guarded(at, (ctx, vars) => indexed(readObject(ctx, vars), readIndex(ctx, vars))) };
  }

  // ---- operators

  private binary(node: Extract<Expr, { kind: 'binary' }>, depth: number): Compiled {
    const left = this.expression(node.left, depth);
    const right = this.expression(node.right, depth);
    const l = left.evaluate;
    const r = right.evaluate;
    const op = node.operator;
    switch (op) {
      case '&&':
      case '||': {
        for (const [operand, operandNode] of [[left, node.left], [right, node.right]] as const) {
          if (operand.type !== 'Unknown' && operand.type !== 'Boolean') this.incompatibleType(operandNode.at, 'Boolean', operand.type);
        }
        const evaluate: Evaluator = op === '&&' ? (ctx, vars) => l(ctx, vars) === true && r(ctx, vars) === true : (ctx, vars) => l(ctx, vars) === true || r(ctx, vars) === true;
        return { type: 'Boolean', evaluate };
      }
      case '==':
      case '!=': {
        const equals = op === '==';
        return { type: 'Boolean', evaluate: (ctx, vars) => equality(l(ctx, vars), r(ctx, vars), equals) };
      }
      case '<':
      case '<=':
      case '>':
      case '>=': {
        this.checkComparison(node, left.type, right.type);
        return { type: 'Boolean', evaluate: this.guarded(node.at, (ctx, vars) => compare(op, l(ctx, vars), r(ctx, vars))) };
      }
      default: {
        const type = this.arithmeticType(node, op, left.type, right.type);
        if (type === 'String') return { type, evaluate: (ctx, vars) => concatenate(l(ctx, vars), r(ctx, vars)) };
        const mode: NumberMode = type === 'Long' ? 'long' : type === 'Double' ? 'double' : 'dynamic';
        return { type, evaluate: this.guarded(node.at, (ctx, vars) => arithmetic(op, l(ctx, vars), r(ctx, vars), mode)) };
      }
    }
  }

  private incompatibleTypes(node: Extract<Expr, { kind: 'binary' }>, left: StaticType, right: StaticType): void {
    const reason = `Incompatible types (${this.text(node.left)}) : ${left} <=> (${this.text(node.right)}) : ${right}`;
    this.report(node.at, 'incompatible_types', this.withPosition(node.at, reason));
  }

  private checkComparison(node: Extract<Expr, { kind: 'binary' }>, left: StaticType, right: StaticType): void {
    if (left === 'Unknown' || right === 'Unknown') return;
    const numeric = (t: StaticType) => t === 'Long' || t === 'Double';
    if (numeric(left) && numeric(right)) return;
    if (left !== right) {
      this.incompatibleTypes(node, left, right);
      return;
    }
    if (left !== 'DateTime' && left !== 'String' && left !== 'Object') {
      this.report(node.at, 'invalid_operation', `Invalid operation: Unable to compare values of type ${left} with '${node.operator}'`);
    }
  }

  /** The result type of an arithmetic operation, reporting why when there is none. */
  private arithmeticType(node: Extract<Expr, { kind: 'binary' }>, op: Exclude<BinaryOperator, '&&' | '||' | '==' | '!=' | '<' | '<=' | '>' | '>='>, left: StaticType, right: StaticType): StaticType {
    if (left === 'Unknown' || right === 'Unknown') return 'Unknown';
    const additive = op === '+' || op === '-';
    if (additive) {
      if (left === 'DateTime' && right === 'DateTime') {
        if (op === '+') {
          this.report(node.at, 'invalid_operation', 'Invalid operation: Unable to add two dates');
          return 'Unknown';
        }
        return 'Period';
      }
      if ((left === 'DateTime' && right === 'Period') || (left === 'Period' && right === 'DateTime')) return 'DateTime';
      if (left === 'Period' && right === 'Period') return 'Period';
      if (left === 'String' && right === 'String') {
        if (op === '-') {
          this.report(node.at, 'invalid_operation', 'Invalid operation: Unable to subtract two strings');
          return 'Unknown';
        }
        return 'String';
      }
    }
    if (left === 'Long' && right === 'Long') return 'Long';
    if ((left === 'Long' || left === 'Double') && (right === 'Long' || right === 'Double')) return 'Double';
    if (left === 'Object' && right === 'Object') return 'Object';
    if (left === right) {
      this.report(node.at, 'invalid_operation', `Invalid operation: Unable to apply '${op}' to values of type ${left}`);
    } else {
      this.incompatibleTypes(node, left, right);
    }
    return 'Unknown';
  }

  // ---- function calls

  private call(node: CallExpr, depth: number): Compiled {
    const positional = node.positional?.map((arg) => ({ node: arg, compiled: this.expression(arg, depth) }));
    const named = node.named?.map((arg) => ({ name: arg.name, node: arg.value, compiled: this.expression(arg.value, depth) }));
    const fn = this.functions.get(node.name);
    if (!fn) {
      this.report(node.at, 'undeclared_function', this.withPosition(node.at, `Unknown function ${node.name}`));
      return { type: 'Unknown', evaluate: NEVER_RUNS };
    }
    const errorsBefore = this.errors.length;
    let bound: Map<string, { node: Expr; compiled: Compiled }>;
    if (named) bound = this.bindNamed(node, fn, named);
    else if (positional) bound = this.bindPositional(node, fn, positional);
    else bound = this.bindNone(node, fn);

    for (const param of fn.params) {
      const arg = bound.get(param.name);
      if (arg && arg.compiled.type !== 'Unknown' && !isAssignable(param.type, arg.compiled.type)) {
        const reason = `Expected type ${param.type} for argument ${param.name} but found ${arg.compiled.type} in call to function ${fn.name}`;
        this.report(node.at, 'incompatible_argument_type', this.withPosition(node.at, reason));
      }
    }
    const clean = this.errors.length === errorsBefore && [...bound.values()].every((a) => a.compiled.type !== 'Unknown');
    if (clean && fn.checkConstantArgs) this.checkConstants(node, fn, bound);
    return { type: fn.returnType, evaluate: this.callEvaluator(node, fn, bound) };
  }

  // The argument checks are PipelineRuleParser's (RuleAstBuilder.exitFunctionCall), case by case: what Graylog
  // refuses is refused with its error type and text, what it ignores (named arguments the function does not
  // declare, positional arguments beyond its parameters when it has optional ones) is ignored here too.

  private bindNamed(node: CallExpr, fn: FunctionDefinition, args: Array<{ name: string; node: Expr; compiled: Compiled }>): Map<string, { node: Expr; compiled: Compiled }> {
    const bound = new Map(args.map((a) => [a.name, a]));
    const hasOptional = fn.params.some((p) => p.optional);
    if (!hasOptional && fn.params.length !== bound.size) {
      this.wrongNumberOfArgs(node, fn, bound.size);
    } else if (hasOptional) {
      for (const param of fn.params) {
        if (!param.optional && !bound.has(param.name)) {
          const reason = `Missing required parameter ${param.name} of type ${param.type} in call to function ${fn.name}`;
          this.report(node.at, 'missing_required_param', this.withPosition(node.at, reason));
        }
      }
    }
    // Graylog keeps undeclared names in the call's arguments, where no function reads them.
    for (const arg of args) if (!fn.params.some((p) => p.name === arg.name)) bound.delete(arg.name);
    return bound;
  }

  private bindPositional(node: CallExpr, fn: FunctionDefinition, args: Array<{ node: Expr; compiled: Compiled }>): Map<string, { node: Expr; compiled: Compiled }> {
    const bound = new Map<string, { node: Expr; compiled: Compiled }>();
    const params = fn.params;
    const required = params.filter((p) => !p.optional).length;
    if (required === params.length) {
      // Refused, but the arguments given are still bound (and their types checked), as in Graylog.
      if (args.length !== params.length) this.wrongNumberOfArgs(node, fn, args.length);
    } else {
      const firstOptional = params.findIndex((p) => p.optional);
      if (params.slice(firstOptional).some((p) => !p.optional)) {
        const reason = `Function ${fn.name} has optional parameters, must use named parameters to call`;
        this.report(node.at, 'must_name_optional_params', this.withPosition(node.at, reason));
        return bound;
      }
      if (args.length < required) {
        this.wrongNumberOfArgs(node, fn, args.length);
        return bound;
      }
    }
    // Arguments beyond the last parameter are ignored.
    args.slice(0, params.length).forEach((arg, i) => bound.set(params[i].name, arg));
    return bound;
  }

  /** A call without arguments (`f()`): refused when the function has a required parameter. */
  private bindNone(node: CallExpr, fn: FunctionDefinition): Map<string, { node: Expr; compiled: Compiled }> {
    if (fn.params.some((p) => !p.optional)) this.wrongNumberOfArgs(node, fn, 0);
    return new Map();
  }

  private wrongNumberOfArgs(node: CallExpr, fn: FunctionDefinition, found: number): void {
    const required = fn.params.filter((p) => !p.optional).length;
    const reason = `Expected ${required} arguments but found ${found} in call to function ${fn.name}`;
    this.report(node.at, 'wrong_number_of_arguments', this.withPosition(node.at, reason));
  }

  /**
   * Lets the function refuse constant arguments now (a regex that does not compile, an unknown lookup
   * table). The error is placed at the argument that alone is refused, or at the call when none is.
   */
  private checkConstants(node: CallExpr, fn: FunctionDefinition, bound: Map<string, { node: Expr; compiled: Compiled }>): void {
    const check = (constants: Record<string, unknown>): string | undefined => {
      try {
        return fn.checkConstantArgs?.(constants);
      } catch (error) {
        return errorMessage(error);
      }
    };
    const constants: Record<string, unknown> = {};
    for (const [name, arg] of bound) if (arg.compiled.constant) constants[name] = arg.compiled.constant.value;
    const reason = check(constants);
    if (reason === undefined) return;
    for (const [name, value] of Object.entries(constants)) {
      const alone = check({ [name]: value });
      if (alone !== undefined) {
        const arg = bound.get(name);
        const at = arg ? arg.node.at : node.at;
        const position = fn.params.findIndex((p) => p.name === name) + 1;
        this.report(at, 'invalid_function_argument', `Unable to pre-compute value for ${ordinal(position)} argument ${name} in call to function ${fn.name}: ${alone}`);
        return;
      }
    }
    this.report(node.at, 'invalid_function_argument', `Invalid arguments in call to function ${fn.name}: ${reason}`);
  }

  private callEvaluator(node: CallExpr, fn: FunctionDefinition, bound: Map<string, { node: Expr; compiled: Compiled }>): Evaluator {
    const names: string[] = [];
    const evaluators: Evaluator[] = [];
    for (const [name, arg] of bound) {
      names.push(name);
      const scalar = arg.compiled.constant && (arg.compiled.constant.value === null || typeof arg.compiled.constant.value !== 'object');
      // Scalars are read once; lists and maps are built anew for each call, so no call sees another's changes.
      if (scalar) {
        const value = arg.compiled.constant?.value;
        evaluators.push(() => value);
      } else {
        evaluators.push(arg.compiled.evaluate);
      }
    }
    const implicitMessage = fn.params.some((p: ParamDescriptor) => p.name === 'message' && p.type === 'Message') && !bound.has('message');
    const count = names.length;
    const { line, positionInLine } = this.position(node.at);
    const prefix = `In call to function '${fn.name}' at ${line}:${positionInLine} an exception was thrown: `;
    return (ctx, vars) => {
      const args: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) args[names[i]] = evaluators[i](ctx, vars);
      if (implicitMessage) args.message = ctx.message;
      try {
        return fn.invoke(args, ctx);
      } catch (error) {
        if (error instanceof RuleEvaluationError) throw error;
        throw new RuleEvaluationError(prefix + errorMessage(error), line, positionInLine, fn.name);
      }
    };
  }
}

function constant(type: ValueType, value: unknown): Compiled {
  return { type, evaluate: () => value, constant: { value } };
}
