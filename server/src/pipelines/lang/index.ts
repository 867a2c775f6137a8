// The rule language's public face: the engine, the routes and the simulator parse rules and pipelines
// here and run the parsed rules; nothing else in lang/ is imported from outside.
import type { EvaluationContext, FunctionDefinition } from '../types';
import { RuleCompiler } from './compile';
import { errorAt, RuleParseError, sortedErrors, type ParseErrorJson } from './errors';
import { parsePipelineSyntax, parseRuleSyntax } from './syntax';

export { RuleEvaluationError, RuleParseError, type ParseErrorJson } from './errors';
export { parserReady as ruleParserReady, warmParser as warmRuleParser } from './syntax';

export interface ParsedRule {
  name: string;
  source: string;
  /** Whether the rule's condition holds for ctx.message; throws RuleEvaluationError when it cannot be evaluated. */
  when(ctx: EvaluationContext): boolean;
  /** Runs the rule's statements in order; throws RuleEvaluationError at the first that fails. */
  then(ctx: EvaluationContext): void;
}

export interface ParsedPipeline {
  name: string;
  /** Ordered by stage number. */
  stages: Array<{ stage: number; match: 'ALL' | 'EITHER'; ruleNames: string[] }>;
}

const NO_VARIABLES: unknown[] = [];

/** Parses and checks a rule; throws RuleParseError with every error found (a syntax error stops at the first). */
export function parseRule(source: string, functions: ReadonlyMap<string, FunctionDefinition>): ParsedRule {
  const syntax = parseRuleSyntax(source);
  const compiler = new RuleCompiler(source, functions);
  const compiled = compiler.compileRule(syntax);
  if (compiler.errors.length > 0) throw new RuleParseError(sortedErrors(compiler.errors));
  const { condition, statements, variableCount } = compiled;
  return {
    name: compiled.name,
    source,
    when: (ctx) => condition(ctx, NO_VARIABLES) === true,
    then: (ctx) => {
      const vars: unknown[] = variableCount > 0 ? new Array<unknown>(variableCount).fill(null) : NO_VARIABLES;
      for (const statement of statements) statement(ctx, vars);
    },
  };
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** Parses a pipeline; throws RuleParseError. Rules are referred to by name and resolved by the caller. */
export function parsePipeline(source: string): ParsedPipeline {
  const syntax = parsePipelineSyntax(source);
  const errors: ParseErrorJson[] = [];
  const seen = new Set<number>();
  const stages: ParsedPipeline['stages'] = [];
  for (const stage of syntax.stages) {
    const number = Number(stage.stage);
    if (number < INT_MIN || number > INT_MAX) {
      errors.push(errorAt(source, stage.at, 'syntax_error', `Stage number ${stage.stage} is out of range`));
    } else if (seen.has(number)) {
      errors.push(errorAt(source, stage.at, 'syntax_error', `Stage ${number} is declared more than once`));
    } else {
      seen.add(number);
      stages.push({ stage: number, match: stage.matchAll ? 'ALL' : 'EITHER', ruleNames: stage.rules });
    }
  }
  if (errors.length > 0) throw new RuleParseError(errors);
  stages.sort((a, b) => a.stage - b.stage);
  return { name: syntax.name, stages };
}
