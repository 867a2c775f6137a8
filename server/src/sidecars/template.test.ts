// The configuration template renderer: sidecar and user values, defaults, literals, and clear refusals of
// everything it does not support.
import { renderTemplate, TemplateError, templateReferences } from './template';
import { renameInTemplate, variableUses } from './variables';

const context = {
  sidecar: { nodeName: 'web-01', nodeId: 'abc-123', operatingSystem: 'Linux', sidecarVersion: '1.1.0' },
  user: { port: '5044', empty: '' },
};
const render = (template: string) => renderTemplate(template, context);
const refusal = (template: string) => {
  try {
    render(template);
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateError);
    return (error as Error).message;
  }
  throw new Error(`rendered: ${template}`);
};

describe('renderTemplate', () => {
  it('inserts sidecar values and configuration variables', () => {
    expect(render('node ${sidecar.nodeName} (${sidecar.nodeId}) on ${sidecar.operatingSystem}, sidecar ${sidecar.sidecarVersion}: ${user.port}'))
      .toBe('node web-01 (abc-123) on Linux, sidecar 1.1.0: 5044');
    expect(render('${ user.port }${user.empty}')).toBe('5044');
  });

  it('leaves text without interpolations alone, including lone dollars and percent signs', () => {
    const text = 'Exec $FileName = file_name();\n%ROOT%\\data $ {not} $$ }';
    expect(render(text)).toBe(text);
  });

  it('uses defaults for missing values and prints string literals', () => {
    expect(render('${user.missing!"none"} ${user.missing!} ${user.port!"x"} ${user.missing!user.port}')).toBe('none  5044 5044');
    expect(render('${"${HOME}"} ${r"C:\\dir\\${x}"} ${"a\\"b\\n"}')).toBe('${HOME} C:\\dir\\${x} a"b\n');
  });

  it('keeps <#noparse> text and drops comments', () => {
    expect(render('a<#noparse>${env.HOME}</#noparse>b<#-- ${nothing} -->c')).toBe('a${env.HOME}bc');
  });

  it('refuses missing variables, unknown namespaces and what FreeMarker would interpret, with the position', () => {
    expect(refusal('line\n  ${user.nope}')).toBe('The variable ${user.nope} is not defined at line 2, column 5');
    expect(refusal('${env.HOME}')).toMatch(/^Unknown variable \$\{env.HOME\}: templates can use sidecar.\* and user.\* values at line 1, column 3/);
    expect(refusal('${sidecar}')).toMatch(/names no value/);
    expect(refusal('${sidecar.nodeName?upper_case}')).toMatch(/^Unexpected "\?"/);
    expect(refusal('x ${sidecar.nodeName')).toMatch(/^Unclosed \$\{/);
    expect(refusal('${}')).toMatch(/^Empty \$\{\}/);
    expect(refusal('${"open}')).toMatch(/^Unclosed string/);
    expect(refusal('<#list xs as x>${x}</#list>')).toMatch(/^Unsupported template directive <#list>/);
    expect(refusal('<@indent count=2>x</@indent>')).toMatch(/^Unsupported template directive <@indent>/);
    expect(refusal('<#-- never closed')).toMatch(/^Unclosed comment/);
    expect(refusal('${user.toString}')).toMatch(/is not defined/);
    expect(refusal('${user.__proto__}')).toMatch(/is not defined/);
  });
});

describe('templateReferences and variable uses', () => {
  it('lists the names a template looks up, with where each name starts', () => {
    const template = '${ user.port } ${sidecar.nodeName} ${user.host!"x"} <#noparse>${user.hidden}</#noparse> ${"${user.literal}"}';
    expect(templateReferences(template)).toEqual([
      { namespace: 'user', name: 'port', at: 8 },
      { namespace: 'sidecar', name: 'nodeName', at: 25 },
      { namespace: 'user', name: 'host', at: 42 },
    ]);
  });

  it('renames only real references, and still finds spaced ones in a template that no longer parses', () => {
    expect(renameInTemplate('${user.port} ${ user.port } ${user.portal} ${user.port!}', 'port', 'p')).toBe('${user.p} ${ user.p } ${user.portal} ${user.p!}');
    // <#if> is refused by the reader: the whitespace-tolerant text match takes over.
    const broken = '<#if x>${  user.port}</#if> ${user.portal}';
    expect(variableUses(broken, 'port')).toEqual([16]);
    expect(renameInTemplate(broken, 'port', 'beats_port')).toBe('<#if x>${  user.beats_port}</#if> ${user.portal}');
  });
});
