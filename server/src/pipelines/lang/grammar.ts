// Graylog's rule language (RuleLang.g4 in Graylog 4.0) as a peggy grammar. It is text in a module, not a
// .peggy file, so the compiled server carries it; parser.ts generates the parser from it once.
//
// Precedence, tightest first, as in Graylog: primaries; `.field` and `[index]`; unary `-` `+`; `!`/`not`;
// `*` `/` `%`; `+` `-`; `<` `<=` `>` `>=`; `==` `!=`; `&&`/`and`; `||`/`or`. Binary operators associate to the
// left. Keywords are case-insensitive and reserved; `true`/`false` are lower case only.
//
// Every token eats the whitespace and comments after it, so a failure is reported at the start of the
// token that did not fit. Tokens carry names ("'then'", "operator", "expression") that syntaxErrors.ts turns
// into a readable "Expected ... but found ..." sentence.
//
// Beyond Graylog, and harmless there: '...' strings, `$message["name"]`, string keys in map literals,
// keywords as field names after a dot, and `a -1` read as a subtraction (Graylog's lexer takes `-1` as one
// token and refuses it).
export const RULE_LANG_GRAMMAR = String.raw`
{{
  const KEYWORDS = new Set(['all', 'either', 'and', 'or', 'not', 'pipeline', 'rule', 'during', 'stage', 'when',
    'then', 'end', 'let', 'match']);

  function isReserved(name) {
    return KEYWORDS.has(name.toLowerCase()) || name === 'true' || name === 'false';
  }

  function mk(r, node) {
    node.at = r.start;
    node.end = r.end;
    return node;
  }

  function binaryChain(start, head, tail) {
    let node = head;
    for (const [operator, right] of tail) {
      node = { kind: 'binary', operator, left: node, right, at: start, end: right.end };
    }
    return node;
  }

  function postfixChain(start, head, tail) {
    let node = head;
    for (const item of tail) {
      node = item.field
        ? { kind: 'fieldAccess', object: node, field: item.field, at: start, end: item.end }
        : { kind: 'index', object: node, index: item.index, at: start, end: item.end };
    }
    return node;
  }

  function negate(r, operand) {
    if (operand.kind === 'long' || operand.kind === 'double') {
      const text = operand.text.startsWith('-') ? operand.text.slice(1) : '-' + operand.text;
      return { kind: operand.kind, text, at: r.start, end: r.end };
    }
    return mk(r, { kind: 'sign', negative: true, operand });
  }

  const SIMPLE_ESCAPES = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', "'": "'", '\\': '\\' };
}}

// No explicit end-of-input here: peggy's own check reports "Expected end of input" at the trailing text.
RuleSource = _ rule:RuleDecl { return rule; }

PipelineSource = _ pipeline:PipelineDecl { return pipeline; }

RuleDecl
  = RULE name:StringLit WHEN condition:Expression statements:(THEN s:Statement* { return s; })? END
    { return { name: name.value, condition, statements: statements ?? [] }; }

Statement
  = LET name:IdentifierName ASSIGN value:Expression SEMI { return mk(range(), { kind: 'let', name, value }); }
  / call:StatementCall SEMI { return mk(range(), { kind: 'call', call }); }
  / SEMI { return mk(range(), { kind: 'empty' }); }

StatementCall
  = name:FunctionName LPAREN args:Arguments? RPAREN
    { return mk(range(), { kind: 'call', name, positional: args?.positional ?? null, named: args?.named ?? null }); }

PipelineDecl
  = PIPELINE name:StringLit stages:Stage+ END { return { name: name.value, stages }; }

Stage
  = STAGE stage:StageNumber MATCH matchAll:(ALL { return true; } / EITHER { return false; }) rules:RuleRef*
    { return mk(range(), { stage, matchAll, rules }); }

RuleRef = RULE name:StringLit SEMI? { return name.value; }

// ---- expressions

Expression = OrExpr

OrExpr = head:AndExpr tail:(op:OrOp right:AndExpr { return [op, right]; })*
  { return binaryChain(range().start, head, tail); }

AndExpr = head:EqualityExpr tail:(op:AndOp right:EqualityExpr { return [op, right]; })*
  { return binaryChain(range().start, head, tail); }

EqualityExpr = head:ComparisonExpr tail:(op:EqualityOp right:ComparisonExpr { return [op, right]; })*
  { return binaryChain(range().start, head, tail); }

ComparisonExpr = head:AdditiveExpr tail:(op:ComparisonOp right:AdditiveExpr { return [op, right]; })*
  { return binaryChain(range().start, head, tail); }

AdditiveExpr = head:MultiplicativeExpr tail:(op:AdditiveOp right:MultiplicativeExpr { return [op, right]; })*
  { return binaryChain(range().start, head, tail); }

MultiplicativeExpr = head:NotExpr tail:(op:MultiplicativeOp right:NotExpr { return [op, right]; })*
  { return binaryChain(range().start, head, tail); }

NotExpr
  = NotOp operand:NotExpr { return mk(range(), { kind: 'not', operand }); }
  / SignedExpr

SignedExpr
  = MinusSign operand:SignedOrNot { return negate(range(), operand); }
  / PlusSign operand:SignedOrNot { return mk(range(), { kind: 'sign', negative: false, operand }); }
  / PostfixExpr

// A sign may be followed by a negation as in Graylog (-!x parses, and fails the type check).
SignedOrNot
  = NotOp operand:NotExpr { return mk(range(), { kind: 'not', operand }); }
  / SignedExpr

PostfixExpr = head:Primary tail:PostfixPart* { return postfixChain(range().start, head, tail); }

PostfixPart
  = DotOp field:FieldName { return { field, end: range().end }; }
  / IndexOp index:Expression RBRACKET { return { index, end: range().end }; }

Primary
  = OpenParen e:Expression RPAREN { return e; }
  / StringLit
  / NumberLit
  / BooleanLit
  / MessageRef
  / Call
  / name:ExprIdentifier { return mk(range(), { kind: 'variable', name }); }
  / ArrayLit
  / MapLit

Call
  = name:ExprIdentifier LPAREN args:Arguments? RPAREN
    { return mk(range(), { kind: 'call', name, positional: args?.positional ?? null, named: args?.named ?? null }); }

Arguments
  = head:NamedArgument tail:(COMMA a:NamedArgument { return a; })* { return { named: [head, ...tail] }; }
  / head:Expression tail:(COMMA e:Expression { return e; })* { return { positional: [head, ...tail] }; }

NamedArgument = name:IdentifierName COLON value:Expression { return mk(range(), { name, value }); }

MapEntry
  = name:IdentifierName COLON value:Expression { return mk(range(), { name, value }); }
  / key:StringLit COLON value:Expression { return mk(range(), { name: key.value, value }); }

ArrayLit
  = OpenBracket items:(head:Expression tail:(COMMA e:Expression { return e; })* { return [head, ...tail]; })? RBRACKET
    { return mk(range(), { kind: 'array', items: items ?? [] }); }

MapLit
  = OpenBrace entries:(head:MapEntry tail:(COMMA e:MapEntry { return e; })* { return [head, ...tail]; })? RBRACE
    { return mk(range(), { kind: 'map', entries: entries ?? [] }); }

MessageRef
  = MessageToken DOT field:FieldName { return mk(range(), { kind: 'messageField', field }); }
  / MessageToken LBRACKET index:Expression RBRACKET { return mk(range(), { kind: 'messageIndex', index }); }

// After a dot a keyword cannot mean anything else, so $message.match names the field (Graylog wants it quoted).
FieldName "field name"
  = name:$([a-zA-Z_] IdentPart*) _ { return mk(range(), { name, bare: true }); }
  / "\x60" name:$[^\x60]+ "\x60" _ { return mk(range(), { name, bare: true }); }
  / s:StringLit { return mk(range(), { name: s.value, bare: false }); }

// ---- tokens

StringLit "string"
  = '"' chars:DoubleQuotedChar* '"' _ { return mk(range(), { kind: 'string', value: chars.join('') }); }
  / "'" chars:SingleQuotedChar* "'" _ { return mk(range(), { kind: 'string', value: chars.join('') }); }
  / quote:$('"' / "'") (DoubleQuotedChar / SingleQuotedChar)* !. { error('Unterminated string: ' + quote + ' is never closed'); }

DoubleQuotedChar = [^"\\] / Escape

SingleQuotedChar = [^'\\] / Escape

Escape
  = "\\" c:[btnfr"'\\] { return SIMPLE_ESCAPES[c]; }
  / "\\u" hex:$([0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F]) { return String.fromCharCode(parseInt(hex, 16)); }
  / "\\" octal:$([0-3] [0-7] [0-7] / [0-7] [0-7]?) { return String.fromCharCode(parseInt(octal, 8)); }
  / "\\" c:$(.?)
    { error('Invalid escape sequence \\' + c + ' (use \\b \\t \\n \\f \\r \\" \\\' \\\\, an octal escape or \\uXXXX)'); }

NumberLit "expression"
  = text:$(Digits "." Digits? Exponent? [fFdD]? / "." Digits Exponent? [fFdD]? / Digits Exponent [fFdD]? / Digits [fFdD])
    !IdentPart _ { return mk(range(), { kind: 'double', text }); }
  / text:$("0" [xX] [0-9a-fA-F_]+ [lL]? / "0" [bB] [01_]+ [lL]? / Digits [lL]?)
    !IdentPart _ { return mk(range(), { kind: 'long', text }); }

Digits = [0-9] [0-9_]*

Exponent = [eE] [+-]? Digits

BooleanLit "expression" = value:("true" / "false") !IdentPart _ { return mk(range(), { kind: 'boolean', value: value === 'true' }); }

StageNumber "stage number" = text:$([+-]? [0-9]+) !IdentPart _ { return text; }

PlainIdentifier = name:$([a-zA-Z_] IdentPart*) !{ return isReserved(name); } _ { return name; }

AnyIdentifier
  = PlainIdentifier
  / "\x60" name:$[^\x60]+ "\x60" _ { return name; }

IdentifierName "identifier" = AnyIdentifier

ExprIdentifier "expression" = AnyIdentifier

FunctionName "function call" = AnyIdentifier

IdentPart = [a-zA-Z_0-9]

MessageToken "expression" = "$message" !IdentPart _

OpenParen "expression" = "(" _
OpenBracket "expression" = "[" _
OpenBrace "expression" = "{" _
NotOp "expression" = ("!" !"=" / "not"i !IdentPart) _
MinusSign "expression" = "-" _
PlusSign "expression" = "+" _

OrOp "operator" = ("||" / "or"i !IdentPart) _ { return '||'; }
AndOp "operator" = ("&&" / "and"i !IdentPart) _ { return '&&'; }
EqualityOp "operator" = op:$("==" / "!=") _ { return op; }
ComparisonOp "operator" = op:$("<=" / ">=" / "<" / ">") _ { return op; }
AdditiveOp "operator" = op:[+-] _ { return op; }
MultiplicativeOp "operator" = op:[*/%] _ { return op; }
DotOp "operator" = "." _
IndexOp "operator" = "[" _

LPAREN "'('" = "(" _
RPAREN "')'" = ")" _
LBRACKET "'['" = "[" _
RBRACKET "']'" = "]" _
RBRACE "'}'" = "}" _
DOT "'.'" = "." _
COMMA "','" = "," _
COLON "':'" = ":" _
SEMI "';'" = ";" _
ASSIGN "'='" = "=" !"=" _

ALL "'all'" = "all"i !IdentPart _
EITHER "'either'" = "either"i !IdentPart _
END "'end'" = "end"i !IdentPart _
LET "'let'" = "let"i !IdentPart _
MATCH "'match'" = "match"i !IdentPart _
PIPELINE "'pipeline'" = "pipeline"i !IdentPart _
RULE "'rule'" = "rule"i !IdentPart _
STAGE "'stage'" = "stage"i !IdentPart _
THEN "'then'" = "then"i !IdentPart _
WHEN "'when'" = "when"i !IdentPart _

_ "whitespace"
  = ( [ \t\r\n\f]+
    / "//" [^\r\n]*
    / "/*" (!"*/" .)* "*/"
    / "/*" (!"*/" .)* !. { error('Unterminated comment: /* is never closed by */'); }
    )*
`;
