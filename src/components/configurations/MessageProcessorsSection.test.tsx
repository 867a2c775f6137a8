import React from 'react';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import type { MessageProcessorsConfig } from '@/stores/messageprocessors/MessageProcessorsStore';
import { MessageProcessorsActions } from '@/stores/messageprocessors/MessageProcessorsStore';

import MessageProcessorsSection from './MessageProcessorsSection';

const config: MessageProcessorsConfig = {
  processor_order: [
    { name: 'Message Filter Chain', class_name: 'org.graylog2.messageprocessors.MessageFilterChainProcessor' },
    { name: 'Pipeline Processor', class_name: 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter' },
  ],
  disabled_processors: [],
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (text: string) => Array.from(document.querySelectorAll<HTMLButtonElement>('button'))
  .find((candidate) => candidate.textContent === text);

describe('MessageProcessorsSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('keeps its dialog open while the change is being saved, and closes it with the saved order', async () => {
    let answer: (saved: MessageProcessorsConfig) => void = () => {};
    jest.spyOn(MessageProcessorsActions, 'update').mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    const onSaved = jest.fn();
    const wrapper = mount(
      <Router history={createMemoryHistory()}><MessageProcessorsSection config={config} mayEdit onSaved={onSaved} /></Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    act(() => { document.querySelector<HTMLButtonElement>('button[aria-label="Edit message processors configuration"]')?.click(); });
    await settle();
    act(() => { document.querySelector<HTMLButtonElement>('button[aria-label="Move Pipeline Processor up"]')?.click(); });
    act(() => { button('Update configuration')?.click(); });
    await settle();

    expect(button('Saving…')).toBeDefined();
    act(() => { dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    await settle();
    expect(document.querySelector('[role="dialog"] .btn-close')).toBeNull();
    expect(dialog()).not.toBeNull();

    const saved = { ...config, processor_order: [...config.processor_order].reverse() };
    await act(async () => { answer(saved); });
    await settle();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(dialog()).toBeNull();
    wrapper.unmount();
  });
});
