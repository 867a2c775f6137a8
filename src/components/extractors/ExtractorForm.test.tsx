import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import { UniversalSearchActions } from '@/stores/messages/UniversalSearchStore';
import { ToolsActions } from '@/stores/tools/ToolsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import ExtractorForm from './ExtractorForm';
import type { ExtractorFormValues } from './extractorFormValues';
import { emptyExtractorFormValues } from './extractorFormValues';
import { DEBOUNCE_DELAY_MS } from '@/components/common/useDebouncedCall';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { exampleMessageFixture } from 'fixtures/extractorFixtures';
import { formDriver } from 'fixtures/formDriver';

const MESSAGE = exampleMessageFixture({ id: 'm1' }, { message: 'GET /index.html client=10.0.0.1 took 12ms', http_status: 200 });
const OTHER = exampleMessageFixture({ id: 'm2' }, { message: 'POST /login client=10.0.0.2 took 40ms' });

/** Lets promise callbacks run without moving the (fake) clock. */
const flush = () => act(async () => { for (let i = 0; i < 5; i += 1) await Promise.resolve(); });
const wait = async (ms: number) => {
  await act(async () => { jest.advanceTimersByTime(ms); });
  await flush();
};

describe('ExtractorForm', () => {
  let wrapper: ReactWrapper;
  let onSubmit: jest.Mock<Promise<unknown>, [ExtractorFormValues]>;

  const render = async (initialValues: ExtractorFormValues = emptyExtractorFormValues('grok')) => {
    onSubmit = jest.fn((_values: ExtractorFormValues) => Promise.resolve());
    const history = createMemoryHistory({ initialEntries: ['/system/inputs/in-1/n-1/extractors/new'] });
    wrapper = mount(
      <Router history={history}>
        <ExtractorForm inputId="in-1" initialValues={initialValues} submitLabel="Create extractor" onSubmit={onSubmit}
                       onSuccess={() => {}} cancelTo="/system/inputs/in-1/n-1/extractors" />
      </Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    await flush();
    wrapper.update();
  };

  beforeEach(() => {
    jest.useFakeTimers();
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['inputs:edit:in-1', 'searches:relative'] }) });
    jest.spyOn(UniversalSearchActions, 'loadRecentMessages').mockResolvedValue([MESSAGE, OTHER]);
    jest.spyOn(ToolsActions, 'testGrok').mockResolvedValue({
      matched: true, matches: [{ name: 'client', match: '10.0.0.1' }, { name: 'took', match: 12 }], pattern: '', string: '',
    });
    jest.spyOn(ToolsActions, 'validateRegex').mockImplementation((regex: string) => Promise.resolve(
      regex.includes('(') && !regex.includes(')')
        ? { regex, is_valid: false, validation_message: 'Unclosed group near index 1' }
        : { regex, is_valid: true, validation_message: null },
    ));
    jest.spyOn(ToolsActions, 'testRegex').mockResolvedValue({ matched: true, match: { match: '10.0.0.1', start: 23, end: 31 }, regex: '', string: '' });
    jest.spyOn(ToolsActions, 'testContainsString').mockResolvedValue({ contains: false, match: null, search_string: '', string: '' });
  });
  afterEach(() => {
    wrapper?.unmount();
    jest.restoreAllMocks();
    jest.useRealTimers();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  const { field, errorOf } = formDriver(() => wrapper);
  const type = (name: string, value: string) => act(() => { field(name).simulate('change', { target: { value } }); });
  const check = (name: string, checked: boolean) => act(() => { field(name).simulate('change', { target: { checked } }); });
  const example = () => wrapper.find('textarea.font-monospace').first();
  const submit = async () => {
    act(() => { wrapper.find('form').simulate('submit'); });
    await flush();
    wrapper.update();
  };
  const result = () => wrapper.find('section[aria-labelledby="extractor-test-result-title"]').text();

  it('takes the example from the source field of the input\'s latest message, and the next one on request', async () => {
    await render();
    expect(UniversalSearchActions.loadRecentMessages).toHaveBeenCalledWith('in-1');
    expect(example().prop('value')).toBe('GET /index.html client=10.0.0.1 took 12ms');

    type('source_field', 'http_status');
    wrapper.update();
    expect(example().prop('value')).toBe('200');

    type('source_field', 'message');
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Load another message').simulate('click'); });
    wrapper.update();
    expect(example().prop('value')).toBe('POST /login client=10.0.0.2 took 40ms');
    expect(wrapper.text()).toContain('Recent message 2 of 2');
  });

  it('does not search messages for users who may not, and lets them type the example', async () => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['inputs:edit:in-1'] }) });
    await render();
    expect(UniversalSearchActions.loadRecentMessages).not.toHaveBeenCalled();
    expect(wrapper.text()).toContain('You may not read the messages of this input. Type an example below.');
    act(() => { example().simulate('change', { target: { value: 'typed' } }); });
    wrapper.update();
    expect(example().prop('value')).toBe('typed');
  });

  it('keeps an example typed by hand when the source field changes', async () => {
    await render();
    act(() => { example().simulate('change', { target: { value: 'typed by me' } }); });
    type('source_field', 'source');
    wrapper.update();
    expect(example().prop('value')).toBe('typed by me');
    expect(wrapper.text()).toContain('typed by hand');
  });

  it('tries the grok pattern once the typing stops, on the example, and shows the fields it would add', async () => {
    await render();
    type('grok_pattern', '%{IP');
    await wait(100);
    type('grok_pattern', '%{IP:client}');
    await wait(DEBOUNCE_DELAY_MS - 1);
    expect(ToolsActions.testGrok).not.toHaveBeenCalled();

    await wait(1);
    expect(ToolsActions.testGrok).toHaveBeenCalledTimes(1);
    expect(ToolsActions.testGrok).toHaveBeenCalledWith('%{IP:client}', true, 'GET /index.html client=10.0.0.1 took 12ms');
    wrapper.update();
    expect(result()).toContain('Matches: these fields would be added.');
    expect(wrapper.find('section table tbody tr').map((row) => row.text())).toEqual(['client10.0.0.1', 'took12']);

    check('named_captures_only', false);
    await wait(DEBOUNCE_DELAY_MS);
    expect(ToolsActions.testGrok).toHaveBeenLastCalledWith('%{IP:client}', false, 'GET /index.html client=10.0.0.1 took 12ms');
  });

  it('says "no match" when the tool finds nothing', async () => {
    jest.mocked(ToolsActions.testGrok).mockResolvedValue({ matched: false, matches: [], pattern: '', string: '' });
    await render();
    type('grok_pattern', '%{UUID:id}');
    await wait(DEBOUNCE_DELAY_MS);
    wrapper.update();
    expect(result()).toContain('No match');
  });

  it('shows the server\'s reason for a half-typed regular expression without trying it, and marks the match of a valid one', async () => {
    await render(emptyExtractorFormValues('regex'));
    type('regex_value', 'client=(');
    await wait(DEBOUNCE_DELAY_MS);
    wrapper.update();
    expect(result()).toContain('Not a valid regular expression: Unclosed group near index 1');
    expect(ToolsActions.testRegex).not.toHaveBeenCalled();

    type('regex_value', 'client=(\\S+)');
    await wait(DEBOUNCE_DELAY_MS);
    wrapper.update();
    expect(ToolsActions.testRegex).toHaveBeenCalledWith('client=(\\S+)', 'GET /index.html client=10.0.0.1 took 12ms');
    expect(wrapper.find('section code').text()).toBe('10.0.0.1');
    expect(wrapper.find('section mark').text()).toBe('10.0.0.1');
  });

  it('keeps every type\'s settings while the type is switched, and submits the chosen type\'s', async () => {
    await render();
    type('grok_pattern', '%{IP:client}');
    type('type', 'split_and_index');
    wrapper.update();
    expect(field('grok_pattern')).toHaveLength(0);
    type('split_by', ' ');
    type('index', '2');
    type('type', 'grok');
    wrapper.update();
    expect(field('grok_pattern').prop('value')).toBe('%{IP:client}');
    type('type', 'split_and_index');
    wrapper.update();
    expect(field('split_by').prop('value')).toBe(' ');
    expect(field('index').prop('value')).toBe('2');

    type('target_field', 'path');
    type('title', 'Path');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'split_and_index', split_by: ' ', index: 2, grok_pattern: '%{IP:client}' }));
  });

  it('asks for a target field only for the types that store into one', async () => {
    await render();
    expect(field('target_field')).toHaveLength(0);
    type('type', 'regex');
    wrapper.update();
    expect(field('target_field')).toHaveLength(1);
    type('target_field', 'client ip');
    act(() => { field('target_field').simulate('blur'); });
    wrapper.update();
    expect(errorOf('target_field')).toBe('Use only letters, digits and underscores, e.g. http_response_code.');
  });

  it('shows the condition value only with a condition, and tells whether the example meets it', async () => {
    await render();
    expect(field('condition_value')).toHaveLength(0);

    type('condition_type', 'string');
    wrapper.update();
    expect(wrapper.find(`label[htmlFor="${field('condition_value').prop('id')}"]`).text()).toContain('Field contains string');
    type('condition_value', 'POST');
    await wait(DEBOUNCE_DELAY_MS);
    wrapper.update();
    expect(ToolsActions.testContainsString).toHaveBeenCalledWith('POST', 'GET /index.html client=10.0.0.1 took 12ms');
    expect(wrapper.text()).toContain('The example does not meet the condition: the extractor would not run.');

    type('condition_type', 'none');
    wrapper.update();
    expect(field('condition_value')).toHaveLength(0);
  });

  it('adds converters with their settings, checks what they need, and removes them', async () => {
    await render();
    const addSelect = () => wrapper.find('select').filterWhere((select) => String(select.prop('id')).endsWith('-add-converter'));
    act(() => { addSelect().simulate('change', { target: { value: 'date' } }); });
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Add converter').simulate('click'); });
    wrapper.update();
    expect(wrapper.find('.console-extractor-converter').text()).toContain('Date');
    expect(addSelect().find('option').map((option) => option.prop('value'))).not.toContain('date');

    type('grok_pattern', '%{IP:client}');
    type('title', 'Client');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(wrapper.find('[role="alert"]').filterWhere((node) => node.hasClass('invalid-feedback')).text())
      .toBe('The Date converter needs a format string.');

    const format = wrapper.find('input').filterWhere((input) => String(input.prop('id')).endsWith('-date_format'));
    act(() => { format.simulate('change', { target: { value: 'yyyy-MM-dd' } }); });
    act(() => { wrapper.find('button[aria-label="Remove the Date converter"]').simulate('click'); });
    act(() => { addSelect().simulate('change', { target: { value: 'lowercase' } }); });
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Add converter').simulate('click'); });
    wrapper.update();
    expect(wrapper.find('button[aria-label="Remove the Date converter"]')).toHaveLength(0);

    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ converters: [{ type: 'lowercase', config: {} }] }));
  });

  it('places the server\'s refusals at the fields they concern and keeps everything typed', async () => {
    await render(emptyExtractorFormValues('regex'));
    type('regex_value', 'client=(\\S+)');
    type('target_field', 'client');
    type('title', 'Client');
    onSubmit.mockRejectedValueOnce(new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'Invalid regular expression', failed: true, errors: { 'extractor_config.regex_value': ['Dangling meta character'] },
    }));
    await submit();
    expect(errorOf('regex_value')).toBe('Dangling meta character.');
    expect(field('regex_value').prop('value')).toBe('client=(\\S+)');
    expect(field('title').prop('value')).toBe('Client');

    onSubmit.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Invalid extractor type provided' }));
    await submit();
    expect(errorOf('type')).toBe('Invalid extractor type provided.');
  });
});
