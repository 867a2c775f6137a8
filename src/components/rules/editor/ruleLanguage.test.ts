import { ruleLanguage } from './ruleLanguage';

/** Each highlighted token of `text` as "type:text". */
const tokens = (text: string) => {
  const tree = ruleLanguage.parser.parse(text);
  const found: Array<string> = [];
  tree.iterate({
    enter: (node) => {
      if (node.from < node.to && node.type !== tree.type) found.push(`${node.name}:${text.slice(node.from, node.to)}`);
    },
  });
  return found;
};

describe('rule language highlighting', () => {
  it('tells keywords, strings with escapes, comments, $message, numbers and function calls apart', () => {
    expect(tokens('RULE "a \\" b" // note\nwhen has_field("x") AND $message.y > 0x1F\nthen let a = 1.5; end')).toEqual([
      'keyword:RULE', 'string:"a \\" b"', 'lineComment:// note',
      'keyword:when', 'variableName.function:has_field', 'punctuation:(', 'string:"x"', 'punctuation:)',
      'operatorKeyword:AND', 'variableName.special:$message', 'punctuation:.', 'variableName:y', 'operator:>', 'number:0x1F',
      'keyword:then', 'keyword:let', 'variableName:a', 'operator:=', 'number:1.5', 'punctuation:;', 'keyword:end',
    ]);
  });

  it('carries a block comment over lines', () => {
    expect(tokens('/* one\ntwo */ end')).toEqual(['blockComment:/* one', 'blockComment:two */', 'keyword:end']);
  });
});
