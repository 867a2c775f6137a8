import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import { InputsActions } from '@/stores/inputs/InputsStore';
import { inputFixture } from 'fixtures/inputFixtures';
import { ExtractorsActions } from '@/stores/extractors/ExtractorsStore';
import { UniversalSearchActions } from '@/stores/messages/UniversalSearchStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';

import ExtractorsPage from './ExtractorsPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { exampleMessageFixture, extractorFixture } from 'fixtures/extractorFixtures';

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const EXTRACTORS = [
  extractorFixture({ id: 'b', title: 'Second', order: 5, metrics: { condition_hits: 1234, condition_misses: 2 }, exceptions: 1, converter_exceptions: 2 }),
  extractorFixture({ id: 'a', title: 'First', type: 'grok', order: 1, extractor_config: { grok_pattern: '%{IP:ip}' } }),
  extractorFixture({ id: 'c', title: 'Third', order: 9, condition_type: 'string', condition_value: 'GET' }),
];

describe('ExtractorsPage', () => {
  let wrapper: ReactWrapper;
  let history: ReturnType<typeof createMemoryHistory>;

  const render = async (permissions: Array<string>) => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
    history = createMemoryHistory({ initialEntries: ['/system/inputs/in-1/node-1/extractors'] });
    wrapper = mount(
      <Router history={history}><Route path="/system/inputs/:inputId/:nodeId/extractors" component={ExtractorsPage} /></Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    await settle();
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    jest.spyOn(PreferencesActions, 'saveUserPreferences').mockResolvedValue({});
    jest.spyOn(InputsActions, 'get').mockResolvedValue(inputFixture({ id: 'in-1', title: 'Web servers' }));
    // The store answers in the order the extractors run.
    jest.spyOn(ExtractorsActions, 'list').mockResolvedValue([EXTRACTORS[1], EXTRACTORS[0], EXTRACTORS[2]]);
    jest.spyOn(UniversalSearchActions, 'loadRecentMessages').mockResolvedValue([exampleMessageFixture({ id: 'm7', index: 'graylog_2' })]);
    jest.spyOn(ExtractorsActions, 'order').mockResolvedValue(undefined);
    jest.spyOn(ExtractorsActions, 'delete').mockResolvedValue(undefined);
  });
  afterEach(() => {
    wrapper?.unmount();
    jest.restoreAllMocks();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  const cells = (column: number) => wrapper.find('tbody tr').map((row) => row.find('td').at(column).text());

  it('refuses users who may not edit the input, without loading it', async () => {
    await render(['inputs:edit:other', 'inputs:read']);
    expect(wrapper.find('h1').text()).toBe('Missing Permissions');
    expect(InputsActions.get).not.toHaveBeenCalled();
  });

  it('names the input and lists its extractors in the order they run, with their metrics', async () => {
    await render(['inputs:edit:in-1', 'searches:relative']);
    expect(InputsActions.get).toHaveBeenCalledWith('in-1');
    expect(wrapper.find('h1').text()).toBe('Extractors of Web servers');
    expect(document.title).toContain('Extractors of Web servers');
    // The first cell holds the drag handle.
    expect(cells(2)).toEqual(['First', 'Second', 'Third']);
    expect(cells(1)).toEqual(['1', '2', '3']);
    const second = wrapper.find('tbody tr').at(1).text();
    expect(second).toContain('1,234');
    expect(wrapper.find('tbody tr').at(2).text()).toContain('Contains "GET"');
    expect(wrapper.find('tbody tr').at(0).text()).toContain('named by the extractor');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Export extractors').prop('href')).toBe('/system/inputs/in-1/node-1/extractors/export');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Import extractors').prop('href')).toBe('/system/inputs/in-1/node-1/extractors/import');
  });

  it('leads "Add extractor" to the create page with the chosen type, field and example message', async () => {
    await render(['inputs:edit:in-1', 'searches:relative']);
    act(() => { wrapper.find('select#add-extractor-type').simulate('change', { target: { value: 'regex' } }); });
    act(() => { wrapper.find('select#add-extractor-field').simulate('change', { target: { value: 'source' } }); });
    wrapper.update();
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Continue').prop('href'))
      .toBe('/system/inputs/in-1/node-1/extractors/new?extractor_type=regex&field=source&example_index=graylog_2&example_id=m7');
    expect(wrapper.find('code').filterWhere((code) => code.text() === 'web-1')).toHaveLength(1);
  });

  it('saves a row moved in the table through the store, then shows the order the server keeps', async () => {
    await render(['inputs:edit:in-1', 'searches:relative']);
    // The table's own drag and keyboard handling is tested with the table; here a drop is handed over as it reports one.
    const table = () => wrapper.find(EntityDataTable);
    const [first, second, third] = table().prop('rows');
    jest.mocked(ExtractorsActions.list).mockResolvedValue([{ ...EXTRACTORS[2], order: 0 }, { ...EXTRACTORS[1], order: 1 }, { ...EXTRACTORS[0], order: 2 }]);

    act(() => { table().prop('reorder')?.onReorder([third, first, second]); });
    expect(ExtractorsActions.order).toHaveBeenCalledWith('in-1', [third, first, second]);
    await settle();
    await settle();
    wrapper.update();
    expect(ExtractorsActions.list).toHaveBeenCalledTimes(2);
    expect(cells(2)).toEqual(['Third', 'First', 'Second']);
    expect(cells(1)).toEqual(['1', '2', '3']);
  });

  it('deletes an extractor after asking, naming it, and reloads the list', async () => {
    await render(['inputs:edit:in-1', 'searches:relative']);
    jest.mocked(ExtractorsActions.list).mockResolvedValue([EXTRACTORS[1], EXTRACTORS[2]]);
    act(() => { wrapper.find('button[aria-label="Delete extractor Second"]').simulate('click'); });
    wrapper.update();
    expect(wrapper.find('.modal-body').text()).toContain('Do you really want to delete extractor Second?');
    act(() => { wrapper.find('.modal-footer button').filterWhere((button) => button.text() === 'Delete').simulate('click'); });
    await settle();
    await settle();
    wrapper.update();

    expect(ExtractorsActions.delete).toHaveBeenCalledWith('in-1', expect.objectContaining({ id: 'b', title: 'Second' }));
    expect(cells(2)).toEqual(['First', 'Third']);
  });
});
