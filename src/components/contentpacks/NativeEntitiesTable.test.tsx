import { mount } from 'enzyme';
import React from 'react';

import type { NativeEntityDescriptor } from '@/stores/contentpacks/contentPackTypes';

import NativeEntitiesTable from './NativeEntitiesTable';

const descriptor = (title: string, reason?: string): NativeEntityDescriptor => ({
  id: `id-${title}`, content_pack_entity_id: `p-${title}`, type: { name: 'output', version: '1' }, title, found_on_system: false, ...(reason ? { reason } : {}),
});
const headers = (wrapper: ReturnType<typeof mount>) => wrapper.find('thead th').map((th) => th.text());

describe('NativeEntitiesTable', () => {
  it('says why an uninstall kept an entity when the server tells, and shows no such column otherwise (Graylog)', () => {
    const kept = mount(<NativeEntitiesTable caption="Kept entities" empty="" entities={[descriptor('to central', 'Used by stream "my stream"')]} />);
    expect(headers(kept)).toContain('Why kept');
    expect(kept.find('tbody').text()).toContain('Used by stream "my stream"');
    kept.unmount();

    const removed = mount(<NativeEntitiesTable caption="Removed entities" empty="" entities={[descriptor('to central')]} />);
    expect(headers(removed)).not.toContain('Why kept');
    removed.unmount();
  });
});
