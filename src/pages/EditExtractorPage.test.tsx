import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { InputsActions } from '@/stores/inputs/InputsStore';
import { inputFixture } from 'fixtures/inputFixtures';
import { ExtractorsActions } from '@/stores/extractors/ExtractorsStore';
import { UniversalSearchActions } from '@/stores/messages/UniversalSearchStore';
import { ToolsActions } from '@/stores/tools/ToolsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import EditExtractorPage from './EditExtractorPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { extractorFixture } from 'fixtures/extractorFixtures';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('EditExtractorPage', () => {
  let wrapper: ReactWrapper;
  let history: ReturnType<typeof createMemoryHistory>;

  beforeEach(async () => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['inputs:edit:in-1', 'searches:relative', 'messages:read'] }) });
    jest.spyOn(InputsActions, 'get').mockResolvedValue(inputFixture({ id: 'in-1', title: 'Web servers' }));
    jest.spyOn(ExtractorsActions, 'get').mockResolvedValue(extractorFixture({
      id: 'ex-7', title: 'Client address', order: 3, condition_type: 'string', condition_value: 'client=',
      converters: [{ type: 'lowercase', config: {} }],
    }));
    jest.spyOn(UniversalSearchActions, 'loadRecentMessages').mockResolvedValue([]);
    jest.spyOn(ExtractorsActions, 'update').mockResolvedValue(undefined);
    jest.spyOn(ToolsActions, 'validateRegex').mockResolvedValue({ regex: '', is_valid: true, validation_message: null });
    history = createMemoryHistory({ initialEntries: ['/system/inputs/in-1/node-1/extractors/ex-7/edit'] });
    wrapper = mount(
      <Router history={history}><Route path="/system/inputs/:inputId/:nodeId/extractors/:extractorId/edit" component={EditExtractorPage} /></Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    await settle();
    await settle();
    wrapper.update();
  });
  afterEach(() => {
    wrapper?.unmount();
    jest.restoreAllMocks();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  const field = (name: string) => wrapper.find(`[name="${name}"]`).hostNodes();

  it('shows the saved extractor and updates it in place, keeping its position', async () => {
    expect(ExtractorsActions.get).toHaveBeenCalledWith('in-1', 'ex-7');
    expect(wrapper.find('h1').text()).toBe('Edit extractor Client address');
    expect(field('regex_value').prop('value')).toBe('client=(\\S+)');
    expect(field('condition_value').prop('value')).toBe('client=');
    expect(wrapper.find('.console-extractor-converter').text()).toContain('Lowercase');

    act(() => { field('title').simulate('change', { target: { value: 'Client IP' } }); });
    act(() => { wrapper.find('form').simulate('submit'); });
    await settle();

    expect(ExtractorsActions.update).toHaveBeenCalledWith('in-1', 'ex-7', {
      title: 'Client IP', type: 'regex', cursor_strategy: 'copy', source_field: 'message', target_field: 'client_ip',
      extractor_config: { regex_value: 'client=(\\S+)' }, converters: [{ type: 'lowercase', config: {} }],
      condition_type: 'string', condition_value: 'client=', order: 3,
    });
    expect(history.location.pathname).toBe('/system/inputs/in-1/node-1/extractors');
  });
});
