import React from 'react';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import EntityFormDialog from './EntityFormDialog';
import FormField from './FormField';
import useEntityForm from './useEntityForm';

type Values = { title: string };

const TitleDialog = ({ onSubmit, onClose }: { onSubmit: (values: Values) => Promise<unknown>, onClose: () => void }) => {
  const form = useEntityForm<Values>({ initialValues: { title: 'Errors' }, onSubmit });
  return (
    <EntityFormDialog form={form} title="Rename search" submitLabel="Rename" onClose={onClose}>
      <FormField form={form} name="title" label="Title" />
    </EntityFormDialog>
  );
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const renderDialog = (onSubmit: (values: Values) => Promise<unknown>, onClose: () => void) => mount(
  <Router history={createMemoryHistory()}><TitleDialog onSubmit={onSubmit} onClose={onClose} /></Router>,
  { attachTo: document.body.appendChild(document.createElement('div')) },
);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (text: string) => Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button'))
  .find((candidate) => candidate.textContent === text);

describe('EntityFormDialog', () => {
  afterEach(() => { document.body.innerHTML = ''; });

  it('is named by its heading and closes on Cancel', async () => {
    const onClose = jest.fn();
    const wrapper = renderDialog(() => Promise.resolve(), onClose);
    await settle();
    const labelledBy = dialog()?.getAttribute('aria-labelledby');
    expect(labelledBy).toBeTruthy();
    expect(document.getElementById(String(labelledBy))?.textContent).toBe('Rename search');
    // A field named "title" keeps its own id: its label still leads to the input.
    const label = Array.from(document.querySelectorAll('label')).find((candidate) => candidate.textContent?.startsWith('Title'));
    expect(document.getElementById(String(label?.htmlFor))?.tagName).toBe('INPUT');
    expect(document.querySelectorAll(`[id="${labelledBy}"]`)).toHaveLength(1);

    act(() => { button('Cancel')?.click(); });
    expect(onClose).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('cannot be closed while the form is being saved, and can again once the server answered', async () => {
    let answer: (value: unknown) => void = () => {};
    const onSubmit = jest.fn(() => new Promise((resolve) => { answer = resolve; }));
    const onClose = jest.fn();
    const wrapper = renderDialog(onSubmit, onClose);
    await settle();

    act(() => { button('Rename')?.click(); });
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Errors' });
    expect(button('Saving…')).toBeDefined();
    act(() => { button('Cancel')?.click(); });
    act(() => { dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(document.querySelector('[role="dialog"] .btn-close')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => { answer(undefined); });
    await settle();
    act(() => { button('Cancel')?.click(); });
    expect(onClose).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });
});
