import React from 'react';
import { act } from 'react-dom/test-utils';

import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import Routes from '@/routing/Routes';

import SimulateMessageLink from './SimulateMessageLink';
import { mountPage, unmountPages } from 'fixtures/pageHarness';

const Page = () => null;

describe('SimulateMessageLink', () => {
  afterEach(unmountPages);

  it('is not offered before the simulator page is registered', async () => {
    const { wrapper } = await mountPage(<SimulateMessageLink index="graylog_0" messageId="m 1" />, '/', ['*']);
    expect(wrapper.find('a')).toHaveLength(0);
  });

  it('links to the simulator carrying the message, only for users who may open the simulator', async () => {
    act(() => {
      PluginStore.register(new PluginManifest({ name: 'simulator-link-test' }, {
        routes: [{ path: Routes.unqualified.SYSTEM.PIPELINES.SIMULATOR, component: Page, permissions: 'pipeline_rule:read' }],
      }));
    });
    const permitted = await mountPage(<SimulateMessageLink index="graylog_0" messageId="m 1" />, '/', ['pipeline_rule:read']);
    const link = permitted.wrapper.find('a');
    expect(link.text()).toBe('Simulate');
    expect(link.prop('href')).toBe('/system/pipelines/simulate?index=graylog_0&message_id=m%201');
    unmountPages();

    const reader = await mountPage(<SimulateMessageLink index="graylog_0" messageId="m 1" />, '/', ['messages:read']);
    expect(reader.wrapper.find('a')).toHaveLength(0);
  });
});
