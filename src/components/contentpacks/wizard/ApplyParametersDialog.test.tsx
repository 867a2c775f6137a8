import { mount } from 'enzyme';
import React from 'react';

import type { ContentPackEntity, ContentPackParameter } from '@/stores/contentpacks/contentPackTypes';

import ApplyParametersDialog from './ApplyParametersDialog';

const parameter = (name: string, type: string): ContentPackParameter => ({ name, title: name.toLowerCase(), description: '', type, default_value: null });
const parameters = [parameter('HOST', 'string'), parameter('OTHER_HOST', 'string'), parameter('PORT', 'integer'), parameter('TLS', 'boolean')];

/** An input of a revision being edited: its port already is the parameter PORT, its host a plain string. */
const entity: ContentPackEntity = {
  v: '1',
  id: 'e1',
  type: { name: 'input', version: '1' },
  constraints: [],
  data: {
    title: { '@type': 'string', '@value': 'Shop GELF' },
    configuration: {
      bind_address: { '@type': 'string', '@value': '0.0.0.0' },
      port: { '@type': 'parameter', '@value': 'PORT' },
    },
  },
};

const render = (applied = [{ configKey: 'configuration.port', paramName: 'PORT' }], params = parameters) => mount(
  <ApplyParametersDialog entity={entity} parameters={params} applied={applied} onChange={jest.fn()} onClose={jest.fn()} />,
);
const optionsOf = (wrapper: ReturnType<typeof render>, configKey: string) => wrapper.find(`tr[data-entity-id="${configKey}"] option`).map((option) => option.prop('value'));

describe('ApplyParametersDialog', () => {
  it('offers a value that already is a parameter only the parameters of that parameter\'s type', () => {
    const wrapper = render();
    expect(optionsOf(wrapper, 'configuration.port')).toEqual(['PORT']);
    expect(optionsOf(wrapper, 'configuration.bind_address')).toEqual(['', 'HOST', 'OTHER_HOST']);
    wrapper.unmount();
  });

  it('keeps to the type after the parameter was renamed, and offers all when the type is unknown', () => {
    const renamed = [parameter('HOST', 'string'), parameter('LISTEN_PORT', 'integer'), parameter('TLS', 'boolean')];
    const afterRename = render([{ configKey: 'configuration.port', paramName: 'LISTEN_PORT' }], renamed);
    expect(optionsOf(afterRename, 'configuration.port')).toEqual(['LISTEN_PORT']);
    afterRename.unmount();

    const dangling = render([], [parameter('HOST', 'string'), parameter('TLS', 'boolean')]);
    expect(optionsOf(dangling, 'configuration.port')).toEqual(['HOST', 'TLS']);
    dangling.unmount();
  });
});
