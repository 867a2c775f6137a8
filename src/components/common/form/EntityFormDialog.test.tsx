import React from 'react';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import EntityForm from './EntityForm';
import EntityFormDialog from './EntityFormDialog';
import FormField from './FormField';
import { UNSAVED_CHANGES_MESSAGE } from './UnsavedChangesGuard';
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

type PageValues = { name: string };

/** A page form with the dialog opened from inside it, as a wizard opens its parameter dialog. */
const PageWithDialog = ({ onPageSubmit, onDialogSubmit }: { onPageSubmit: () => void, onDialogSubmit: (values: Values) => Promise<unknown> }) => {
  const page = useEntityForm<PageValues>({ initialValues: { name: '' }, onSubmit: () => { onPageSubmit(); return Promise.resolve(); } });
  const [open, setOpen] = React.useState(true);
  return (
    <EntityForm form={page} submitLabel="Save pack">
      <FormField form={page} name="name" label="Name" />
      {open && <TitleDialog onSubmit={onDialogSubmit} onClose={() => setOpen(false)} />}
    </EntityForm>
  );
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const renderDialog = (onSubmit: (values: Values) => Promise<unknown>, onClose: () => void) => mount(
  <Router history={createMemoryHistory()}><TitleDialog onSubmit={onSubmit} onClose={onClose} /></Router>,
  { attachTo: document.body.appendChild(document.createElement('div')) },
);

const typeInto = (label: string, value: string, within: ParentNode = document) => {
  const field = Array.from(within.querySelectorAll('label')).find((candidate) => candidate.textContent?.startsWith(label));
  const input = document.getElementById(String(field?.htmlFor)) as HTMLInputElement;
  // React listens for the native input event and reads the value through the prototype's setter.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  act(() => { input.dispatchEvent(new Event('input', { bubbles: true })); });
};

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

  it('submits only its own form, not a form around the component that opened it', async () => {
    const onPageSubmit = jest.fn();
    const onDialogSubmit = jest.fn(() => Promise.resolve());
    const wrapper = mount(
      <Router history={createMemoryHistory()}><PageWithDialog onPageSubmit={onPageSubmit} onDialogSubmit={onDialogSubmit} /></Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    await settle();

    act(() => { button('Rename')?.click(); });
    await settle();

    expect(onDialogSubmit).toHaveBeenCalledWith({ title: 'Errors' });
    expect(onPageSubmit).not.toHaveBeenCalled();
    wrapper.unmount();
  });

  it('joins the page\'s leave guard: one question for both, no second history prompt, and the page still guarded once it closed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error');
    const confirmLeave = jest.fn((_message: string, answer: (ok: boolean) => void) => answer(false));
    const history = createMemoryHistory({ initialEntries: ['/packs/new'], getUserConfirmation: confirmLeave });
    const wrapper = mount(
      <Router history={history}><PageWithDialog onPageSubmit={jest.fn()} onDialogSubmit={() => Promise.resolve()} /></Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    await settle();
    typeInto('Name', 'My pack', document.querySelector('form:not([role="dialog"] form)') as ParentNode);
    typeInto('Title', 'Errors only', dialog() as ParentNode);

    act(() => { history.push('/elsewhere'); });
    expect(confirmLeave).toHaveBeenCalledTimes(1);
    expect(confirmLeave).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE, expect.any(Function));
    expect(history.location.pathname).toBe('/packs/new');

    act(() => { button('Cancel')?.click(); });
    await settle();
    expect(dialog()).toBeNull();
    act(() => { history.push('/elsewhere'); });
    expect(confirmLeave).toHaveBeenCalledTimes(2);
    expect(history.location.pathname).toBe('/packs/new');

    const messages = [...warn.mock.calls, ...error.mock.calls].map((call) => String(call[0]));
    expect(messages.filter((message) => message.includes('prompt'))).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
    wrapper.unmount();
  });

  it('guards the page on its own when nothing around it does, and lets the user leave once its input is gone', async () => {
    const confirmLeave = jest.fn((_message: string, answer: (ok: boolean) => void) => answer(false));
    const history = createMemoryHistory({ initialEntries: ['/searches'], getUserConfirmation: confirmLeave });
    const onClose = jest.fn();
    const wrapper = mount(
      <Router history={history}><TitleDialog onSubmit={() => Promise.resolve()} onClose={onClose} /></Router>,
      { attachTo: document.body.appendChild(document.createElement('div')) },
    );
    await settle();
    typeInto('Title', 'Warnings', dialog() as ParentNode);
    act(() => { history.push('/elsewhere'); });
    expect(confirmLeave).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/searches');

    typeInto('Title', 'Errors', dialog() as ParentNode);
    act(() => { history.push('/elsewhere'); });
    expect(confirmLeave).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/elsewhere');
    wrapper.unmount();
  });

  it('is not closed by a click beside it once something was typed', async () => {
    const onClose = jest.fn();
    const wrapper = renderDialog(() => Promise.resolve(), onClose);
    await settle();
    const clickBeside = () => {
      const backdrop = document.querySelector('.modal') as HTMLElement;
      act(() => {
        backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
        backdrop.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        backdrop.click();
      });
    };

    typeInto('Title', 'Errors and warnings', dialog() as ParentNode);
    clickBeside();
    expect(onClose).not.toHaveBeenCalled();

    typeInto('Title', 'Errors', dialog() as ParentNode);
    clickBeside();
    expect(onClose).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });
});
