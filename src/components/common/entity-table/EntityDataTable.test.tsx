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

describe('EntityDataTable with detail rows', () => {
  const details = (plugin: Plugin) => (plugin.id === 'p2' ? <p>Details of {plugin.name}</p> : null);

  it('shows an entity\'s details in a row right under its own, across every column', () => {
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={COLUMNS} getId={(plugin) => plugin.id} caption="Installed plugins"
                                           selection={{ selected: {}, onChange: jest.fn() }} renderActions={(plugin) => <button type="button">Remove {plugin.name}</button>}
                                           renderDetails={details} detailsId={(plugin) => `plugin-${plugin.id}`} />);
    const rows = wrapper.find('tbody tr');
    expect(rows.map((row) => row.prop('data-entity-id') ?? `details of ${row.prop('data-details-for')}`)).toEqual(['p1', 'p2', 'details of p2']);
    const detailRow = rows.last();
    expect(detailRow.prop('id')).toBe('plugin-p2');
    expect(detailRow.find('td')).toHaveLength(1);
    // Selection, Name, Version, Actions.
    expect(wrapper.find('thead th')).toHaveLength(4);
    expect(detailRow.find('td').prop('colSpan')).toBe(4);
    expect(detailRow.text()).toBe('Details of <b>AWS</b>');
  });

  it('has no detail row for an entity without details, and none at all when no entity has any', () => {
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={COLUMNS} getId={(plugin) => plugin.id} caption="Installed plugins"
                                           renderDetails={() => undefined} />);
    expect(wrapper.find('tbody tr').map((row) => row.prop('data-entity-id'))).toEqual(['p1', 'p2']);
    expect(wrapper.find('tr[data-details-for]').exists()).toBe(false);
    wrapper.setProps({ renderDetails: details });
    wrapper.update();
    expect(wrapper.find('tr[data-details-for]').map((row) => row.prop('data-details-for'))).toEqual(['p2']);
    expect(wrapper.find('tr[data-details-for="p2"] td').prop('colSpan')).toBe(2);
  });

  it('leaves the details out while the rows show drag handles, as they would stay behind a dragged row', () => {
    const reorder = { onReorder: jest.fn(), enabled: true, saving: false };
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={COLUMNS} getId={(plugin) => plugin.id} caption="Installed plugins"
                                           reorder={reorder} renderDetails={details} />);
    expect(wrapper.find('button[aria-label="Move p1"]').exists()).toBe(true);
    expect(wrapper.find('tr[data-details-for]').exists()).toBe(false);
    wrapper.setProps({ reorder: { ...reorder, enabled: false } });
    wrapper.update();
    expect(wrapper.find('tr[data-details-for="p2"] td').prop('colSpan')).toBe(2);
  });

  it('names a column only for assistive technology when its title is hidden', () => {
    const columns: Array<ColumnDefinition<Plugin>> = [{ id: 'toggle', title: 'Details', titleHidden: true, width: '2.5rem', render: () => '▸' }, ...COLUMNS];
    const wrapper = mount(<EntityDataTable rows={PLUGINS} columns={columns} getId={(plugin) => plugin.id} caption="Installed plugins" />);
    const header = wrapper.find('thead th').first();
    expect(header.find('span.visually-hidden').text()).toBe('Details');
    expect(header.prop('style')).toEqual({ width: '2.5rem' });
  });
});
