import React from 'react';
import { mount } from 'enzyme';

import EntityDataTable from './EntityDataTable';
import type { ColumnDefinition } from './types';

type Plugin = { id: string, name: string, version: string };

const COLUMNS: Array<ColumnDefinition<Plugin>> = [
  { id: 'name', title: 'Name', sortable: true },
  { id: 'version', title: 'Version', render: (plugin) => <em>{plugin.version}</em> },
];
const PLUGINS: ReadonlyArray<Plugin> = [{ id: 'p1', name: 'Beats', version: '4.0.1' }, { id: 'p2', name: '<b>AWS</b>', version: '4.0.2' }];

describe('EntityDataTable as a fixed list', () => {
  it('shows every column and row in the order given, names the table and marks each row with its id', () => {
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={COLUMNS} getId={(plugin) => plugin.id} caption="Installed plugins" compact />);
    expect(wrapper.find('caption').text()).toBe('Installed plugins');
    expect(wrapper.find('th').map((header) => header.text())).toEqual(['Name', 'Version']);
    expect(wrapper.find('tbody tr').map((row) => row.prop('data-entity-id'))).toEqual(['p1', 'p2']);
    expect(wrapper.find('tr[data-entity-id="p1"]').text()).toBe('Beats4.0.1');
    // Entity data is text, never markup.
    expect(wrapper.find('tr[data-entity-id="p2"] b').exists()).toBe(false);
    expect(wrapper.find('table').hasClass('table-sm')).toBe(true);
  });

  it('leaves a cell empty when its column has nothing to show for a row', () => {
    const columns: Array<ColumnDefinition<Plugin>> = [...COLUMNS, { id: 'docs', title: 'Docs', render: (plugin) => (plugin.id === 'p1' ? 'manual' : undefined) }];
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={columns} getId={(plugin) => plugin.id} caption="Installed plugins" />);
    expect(wrapper.find('tbody tr').map((row) => row.find('td').last().text())).toEqual(['manual', '']);
  });

  it('keeps a control in a cell (and its focus) when the page builds its columns anew on every render', () => {
    const Page = ({ note }: { note: string }) => {
      const columns: Array<ColumnDefinition<Plugin>> = [
        { id: 'name', title: 'Name' },
        { id: 'note', title: 'Note', render: (plugin) => <input aria-label={`Note on ${plugin.name}`} value={note} readOnly /> },
      ];
      return <EntityDataTable rows={PLUGINS} columns={columns} getId={(plugin) => plugin.id} caption="Installed plugins" />;
    };
    const host = document.createElement('div');
    document.body.appendChild(host);
    const wrapper = mount(<Page note="a" />, { attachTo: host });
    const before = wrapper.find('input').first().getDOMNode<HTMLInputElement>();
    before.focus();
    wrapper.setProps({ note: 'b' });
    const after = wrapper.find('input').first().getDOMNode<HTMLInputElement>();
    expect(after).toBe(before);
    expect(after.value).toBe('b');
    expect(document.activeElement).toBe(after);
    wrapper.detach();
    host.remove();
  });

  it('offers no sorting without a sort to report to, even for a sortable column', () => {
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={COLUMNS} getId={(plugin) => plugin.id} caption="Installed plugins" />);
    expect(wrapper.find('button').exists()).toBe(false);
    expect(wrapper.find('th[aria-sort]').exists()).toBe(false);
  });

  it('sorts through its headers once it has a sort and somewhere to report it', () => {
    const onSort = jest.fn();
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={COLUMNS} getId={(plugin) => plugin.id} caption="Plugins"
                                           sort={{ field: 'name', order: 'asc' }} onSort={onSort} />);
    expect(wrapper.find('th[aria-sort="ascending"]').text()).toContain('Name');
    wrapper.find('th button').simulate('click');
    expect(onSort).toHaveBeenCalledWith({ field: 'name', order: 'desc' });
  });
});
