import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { RuleSourceEditorProps } from '@/components/rules/editor/RuleSourceEditor';
import type { Rule } from '@/stores/rules/RulesStore';
import { forgetRuleFunctions } from '@/stores/rules/RulesStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import RulePage from './RulePage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));
// CodeMirror needs a real browser (the end-to-end test drives it); here a text area stands in, showing what the
// page hands the editor.
jest.mock('@/components/rules/editor/RuleSourceEditor', () => ({
  __esModule: true,
  default: ({ value, onChange, errors, functions, readOnly }: RuleSourceEditorProps) => (
    <textarea aria-label="Rule source" value={value} readOnly={readOnly} data-errors={errors.map((error) => `${error.line}:${error.position_in_line}`).join(',')}
              data-functions={functions.map((fn) => fn.name).join(',')} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const SOURCE = 'rule "tag checkout"\nwhen\n  has_field("path")\nthen\n  set_field("flow", "checkout");\nend';
const stored: Rule = {
  id: '5f00000000000000000000a1', title: 'tag checkout', description: 'marks the checkout flow', source: SOURCE,
  created_at: '2024-03-01T10:00:00.000Z', modified_at: '2024-03-01T10:00:00.000Z', errors: null,
};
const typo = { type: 'undeclared_function', line: 3, position_in_line: 2, reason: 'Unknown function has_fild' };

const settle = () => act(async () => { for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('RulePage', () => {
  let wrapper: ReactWrapper;
  let history: MemoryHistory;
  let calls: Array<Call>;

  const render = async (url: string, permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answeringFetch({
      'GET /api/system/pipelines/rule/functions': [{ name: 'has_field', pure: false, return_type: 'java.lang.Boolean', params: [], description: null }],
      [`GET /api/system/pipelines/rule/${stored.id}`]: stored,
      'POST /api/system/pipelines/rule/parse': stored,
      'POST /api/system/pipelines/rule': stored,
      [`PUT /api/system/pipelines/rule/${stored.id}`]: stored,
    }, calls, overrides);
    jest.mocked(fetch).mockImplementation((method, requestUrl, body) => answer(method, requestUrl, body) as Promise<never>);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
    history = createMemoryHistory({ initialEntries: [url] });
    wrapper = mount(<Router history={history}><Route path="/system/pipelines/rules/:ruleId"><RulePage /></Route></Router>);
    await settle();
    wrapper.update();
  };
  const editor = () => wrapper.find('textarea[aria-label="Rule source"]');
  const typeSource = async (text: string) => {
    act(() => { editor().simulate('change', { target: { value: text } }); });
    wrapper.update();
  };
  const parseCalls = () => calls.filter((call) => call.url === '/api/system/pipelines/rule/parse');
  const submit = async () => {
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    forgetRuleFunctions();
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });
  afterEach(() => {
    wrapper?.unmount();
    jest.useRealTimers();
  });

  it('checks the source once typing pauses, and shows the parser\'s errors at their lines without a toast', async () => {
    await render('/system/pipelines/rules/new', ['pipeline_rule:read', 'pipeline_rule:create']);
    expect(wrapper.find('h1').text()).toBe('Create rule');
    expect(editor().prop('data-functions')).toBe('has_field');

    jest.useFakeTimers();
    await typeSource('rule "tag checkout"\nwhen\n  has_fi');
    await typeSource('rule "tag checkout"\nwhen\n  has_fild("path")\nthen\nend');
    expect(wrapper.find('[data-testid="rule-title"]').text()).toBe('tag checkout');
    expect(wrapper.text()).toContain('Checking the rule…');
    const answerWithTypo = (call: Call) => (call.url.endsWith('/parse') ? new FetchError('Bad Request', 400, [typo]) : undefined);
    jest.mocked(fetch).mockImplementation((method, requestUrl, body) => answeringFetch({}, calls, answerWithTypo)(method, requestUrl, body) as Promise<never>);
    await act(async () => { jest.advanceTimersByTime(499); });
    expect(parseCalls()).toHaveLength(0);
    await act(async () => { jest.advanceTimersByTime(1); });
    jest.useRealTimers();
    await settle();
    wrapper.update();
    // One call for the text as it stood when typing paused.
    expect(parseCalls()).toEqual([{ method: 'POST', url: '/api/system/pipelines/rule/parse', body: { title: '', description: '', source: 'rule "tag checkout"\nwhen\n  has_fild("path")\nthen\nend' } }]);
    expect(editor().prop('data-errors')).toBe('3:2');
    expect(wrapper.find('ul[aria-label="Errors in the rule"] li').map((li) => li.text())).toEqual(['Line 3, column 3: Unknown function has_fild']);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('refuses to save a source the server does not parse, keeping the text and listing the errors', async () => {
    await render('/system/pipelines/rules/new', ['pipeline_rule:read', 'pipeline_rule:create'],
      (call) => (call.method === 'POST' && call.url === '/api/system/pipelines/rule' ? new FetchError('Bad Request', 400, [typo]) : undefined));
    const broken = 'rule "tag checkout"\nwhen\n  has_fild("path")\nthen\nend';
    await typeSource(broken);
    await submit();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/system/pipelines/rule', body: { title: 'tag checkout', description: '', source: broken } });
    expect(wrapper.find('.alert-danger').text()).toBe('The rule was not saved: the parser found an error, shown at its line below. Your text is kept.');
    expect(editor().prop('value')).toBe(broken);
    expect(editor().prop('data-errors')).toBe('3:2');
    expect(wrapper.find('ul[aria-label="Errors in the rule"] li').map((li) => li.text())).toEqual(['Line 3, column 3: Unknown function has_fild']);
    expect(history.location.pathname).toBe('/system/pipelines/rules/new');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('lists a title clash the server names at the source under the editor, at line 1, without a toast', async () => {
    const clash = 'A rule titled "tag checkout" already exists';
    await render('/system/pipelines/rules/new', ['pipeline_rule:read', 'pipeline_rule:create'],
      (call) => (call.method === 'POST' && call.url === '/api/system/pipelines/rule'
        ? new FetchError('Bad Request', 400, { type: 'ApiError', message: clash, failed: true, errors: { source: [clash] } }) : undefined));
    await typeSource(SOURCE);
    await submit();
    expect(wrapper.find('ul[aria-label="Errors in the rule"] li').map((li) => li.text())).toEqual([`Line 1, column 1: ${clash}`]);
    expect(editor().prop('data-errors')).toBe('1:0');
    expect(wrapper.find('.alert-danger').text()).toBe('The rule was not saved: the server refused its source for the reason listed below. Your text is kept.');
    expect(wrapper.find('.invalid-feedback')).toHaveLength(0);
    expect(editor().prop('value')).toBe(SOURCE);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('says in a plain sentence that the server did not answer the check, and checks again when it is back', async () => {
    const unreachable = new FetchError('Request has been terminated Possible causes: the network is offline, Origin is not allowed', undefined, undefined);
    await render(`/system/pipelines/rules/${stored.id}`, ['pipeline_rule:read', `pipeline_rule:edit:${stored.id}`],
      (call) => (call.url.endsWith('/parse') ? unreachable : undefined));
    await typeSource(`${SOURCE}\n`);
    await act(async () => { await new Promise((resolve) => { setTimeout(resolve, 550); }); });
    await settle();
    wrapper.update();
    const status = () => wrapper.find('.mt-2.small[aria-live="polite"]').text();
    expect(status()).toBe('The server did not answer; the rule will be checked again when it is back.');
    expect(status()).not.toMatch(/terminated|Origin/);
    const before = parseCalls().length;

    jest.mocked(fetch).mockImplementation((method, requestUrl, body) => answeringFetch({
      [`GET /api/system/pipelines/rule/${stored.id}`]: stored, 'POST /api/system/pipelines/rule/parse': stored,
    }, calls, () => undefined)(method, requestUrl, body) as Promise<never>);
    act(() => { ServerAvailabilityStore.setState({ server: { up: true }, reconnects: ServerAvailabilityStore.state.reconnects + 1 }); });
    for (let waited = 0; waited < 2000 && parseCalls().length === before; waited += 100) {
      // Waits for the debounced check, a tenth of a second at a time.
      await act(async () => { await new Promise((resolve) => { setTimeout(resolve, 100); }); });
    }
    await settle();
    wrapper.update();
    expect(parseCalls().length).toBe(before + 1);
    expect(status()).toBe('The rule is valid.');
    expect(editor().prop('value')).toBe(`${SOURCE}\n`);
  });

  it('updates a rule and goes back to the list', async () => {
    await render(`/system/pipelines/rules/${stored.id}`, ['pipeline_rule:read', `pipeline_rule:edit:${stored.id}`]);
    expect(wrapper.find('h1').text()).toBe('Edit rule "tag checkout"');
    expect(editor().prop('value')).toBe(SOURCE);
    act(() => { wrapper.find('textarea[name="description"]').simulate('change', { target: { value: 'checkout flow' } }); });
    await submit();
    expect(calls).toContainEqual({
      method: 'PUT', url: `/api/system/pipelines/rule/${stored.id}`, body: { id: stored.id, title: 'tag checkout', description: 'checkout flow', source: SOURCE },
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Rule "tag checkout" updated successfully');
    expect(history.location.pathname).toBe('/system/pipelines/rules');
  });

  it('shows a rule read-only to a user who may not edit it, and refuses creating to one who may not create', async () => {
    await render(`/system/pipelines/rules/${stored.id}`, ['pipeline_rule:read']);
    expect(wrapper.find('h1').text()).toBe('Rule "tag checkout"');
    expect(editor().prop('readOnly')).toBe(true);
    expect(wrapper.find('button[type="submit"]')).toHaveLength(0);
    wrapper.unmount();

    await render('/system/pipelines/rules/new', ['pipeline_rule:read']);
    expect(wrapper.text()).toContain('Missing Permissions');
    expect(editor()).toHaveLength(0);
  });
});
