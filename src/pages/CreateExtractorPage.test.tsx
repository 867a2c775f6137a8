import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import { InputsActions } from '@/stores/inputs/InputsStore';
import { inputFixture } from 'fixtures/inputFixtures';
import { ExtractorsActions } from '@/stores/extractors/ExtractorsStore';
import { MessagesActions, toMessage } from '@/stores/messages/MessagesStore';
import { UniversalSearchActions } from '@/stores/messages/UniversalSearchStore';
import { ToolsActions } from '@/stores/tools/ToolsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import CreateExtractorPage from './CreateExtractorPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { extractorFixture } from 'fixtures/extractorFixtures';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('CreateExtractorPage', () => {
  let wrapper: ReactWrapper;
  let history: ReturnType<typeof createMemoryHistory>;

  const render = async (search: string) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['inputs:edit:in-1', 'searches:relative', 'messages:read'] }) });
    history = createMemoryHistory({ initialEntries: [`/system/inputs/in-1/node-1/extractors/new${search}`] });
    wrapper = mount(
      <Router history={history}><Route path="/system/inputs/:inputId/:nodeId/extractors/new" component={CreateExtractorPage} /></Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    await settle();
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    jest.spyOn(InputsActions, 'get').mockResolvedValue(inputFixture({ id: 'in-1', title: 'Web servers' }));
    jest.spyOn(ExtractorsActions, 'list').mockResolvedValue([extractorFixture({ id: 'x', order: 0 }), extractorFixture({ id: 'y', order: 4 })]);
    jest.spyOn(UniversalSearchActions, 'loadRecentMessages').mockResolvedValue([]);
    jest.spyOn(MessagesActions, 'loadMessage').mockResolvedValue(toMessage({ message: { _id: 'm9', path: '/api/users?page=2' }, index: 'graylog_1' }));
    jest.spyOn(ExtractorsActions, 'create').mockResolvedValue('new-id');
    jest.spyOn(ToolsActions, 'validateRegex').mockResolvedValue({ regex: '', is_valid: true, validation_message: null });
    jest.spyOn(ToolsActions, 'testRegex').mockResolvedValue({ matched: true, match: { match: 'users', start: 5, end: 10 }, regex: '', string: '' });
  });
  afterEach(() => {
    wrapper?.unmount();
    jest.restoreAllMocks();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  const field = (name: string) => wrapper.find(`[name="${name}"]`).hostNodes();
  const type = (name: string, value: string) => act(() => { field(name).simulate('change', { target: { value } }); });
  const submit = async () => {
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle();
    wrapper.update();
  };

  it('starts from the type, field and message the query names, and creates the extractor after the existing ones', async () => {
    await render('?extractor_type=regex&field=path&example_index=graylog_1&example_id=m9');
    expect(wrapper.find('h1').text()).toBe('New extractor for Web servers');
    expect(MessagesActions.loadMessage).toHaveBeenCalledWith('graylog_1', 'm9', { reportPageErrors: false });
    expect(UniversalSearchActions.loadRecentMessages).not.toHaveBeenCalled();
    expect(field('type').prop('value')).toBe('regex');
    expect(field('source_field').prop('value')).toBe('path');
    expect(wrapper.find('textarea.font-monospace').prop('value')).toBe('/api/users?page=2');

    type('regex_value', '/api/(\\w+)');
    type('target_field', 'api_resource');
    type('title', 'API resource');
    await submit();

    expect(ExtractorsActions.create).toHaveBeenCalledWith('in-1', {
      title: 'API resource', type: 'regex', cursor_strategy: 'copy', source_field: 'path', target_field: 'api_resource',
      extractor_config: { regex_value: '/api/(\\w+)' }, converters: [], condition_type: 'none', condition_value: '', order: 5,
    });
    expect(history.location.pathname).toBe('/system/inputs/in-1/node-1/extractors');
  });

  it('consults the extractors without error pages, and creates at position 0 when they cannot be listed', async () => {
    jest.mocked(ExtractorsActions.list).mockRejectedValue(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'not allowed' }));
    await render('?extractor_type=regex&field=message');
    expect(ExtractorsActions.list).toHaveBeenCalledWith('in-1', { reportPageErrors: false });
    expect(wrapper.find('h1').text()).toBe('New extractor for Web servers');

    type('regex_value', '(\\d+)');
    type('target_field', 'number');
    type('title', 'Number');
    await submit();
    expect(ExtractorsActions.create).toHaveBeenCalledWith('in-1', expect.objectContaining({ title: 'Number', order: 0 }));
  });

  it('starts a grok extractor on the message field of recent messages without a query', async () => {
    await render('');
    expect(field('type').prop('value')).toBe('grok');
    expect(field('source_field').prop('value')).toBe('message');
    expect(UniversalSearchActions.loadRecentMessages).toHaveBeenCalledWith('in-1');
    expect(wrapper.text()).toContain('This input has not received any messages recently.');
  });

  it('keeps the form with the server\'s reason when the create is refused', async () => {
    jest.mocked(ExtractorsActions.create).mockRejectedValueOnce(new FetchError('Bad Request', 400, {
      type: 'ApiError', message: 'Unclosed group', failed: true, errors: { 'extractor_config.regex_value': ['Unclosed group near index 3'] },
    }));
    await render('?extractor_type=regex&field=message');
    type('regex_value', 'a(b');
    type('target_field', 't');
    type('title', 'T');
    await submit();

    expect(history.location.pathname).toBe('/system/inputs/in-1/node-1/extractors/new');
    expect(wrapper.find('.invalid-feedback').map((node) => node.text())).toContain('Unclosed group near index 3.');
    expect(field('regex_value').prop('value')).toBe('a(b');
  });
});
