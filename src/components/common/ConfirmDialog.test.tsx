import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';

import ConfirmDialog from './ConfirmDialog';

const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('ConfirmDialog', () => {
  const mounted: Array<{ unmount: () => unknown }> = [];
  const render = (element: React.ReactElement) => {
    const wrapper = mount(element, { attachTo: document.body.appendChild(document.createElement('div')) });
    mounted.push(wrapper);
    return wrapper;
  };
  afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

  const dialog = (props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) => (
    <ConfirmDialog show title="Delete user" confirmLabel="Delete" onConfirm={jest.fn()} onCancel={jest.fn()} {...props}>
      Do you really want to delete user <b>jane</b>?
    </ConfirmDialog>
  );

  it('names the entity, and starts with the focus on Cancel', () => {
    render(dialog());
    const modal = document.querySelector('.modal-dialog');
    expect(modal?.textContent).toContain('Do you really want to delete user jane?');
    expect(document.querySelector('.modal-title')?.textContent).toBe('Delete user');
    expect(document.activeElement).toBe(buttonNamed('Cancel'));
  });

  it('cancels on Escape', () => {
    const onCancel = jest.fn();
    render(dialog({ onCancel }));
    act(() => {
      document.querySelector('.modal')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirm button busy while the action runs', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const onCancel = jest.fn();
    render(dialog({ onConfirm, onCancel }));

    act(() => { buttonNamed('Delete')?.click(); });
    const busyButton = buttonNamed('Delete…');
    expect(busyButton?.disabled).toBe(true);
    expect(busyButton?.getAttribute('aria-busy')).toBe('true');
    expect(buttonNamed('Cancel')?.disabled).toBe(true);

    await act(async () => { finish(); });
    expect(buttonNamed('Delete')?.disabled).toBe(false);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('stays open and says why when the action fails', async () => {
    const onConfirm = () => Promise.reject(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'User is still referenced' }));
    render(dialog({ onConfirm }));

    act(() => { buttonNamed('Delete')?.click(); });
    await settle();

    expect(document.querySelector('.modal .alert-danger')?.textContent).toBe('User is still referenced');
    expect(buttonNamed('Delete')?.disabled).toBe(false);
  });

  it('renders nothing while not shown', () => {
    render(dialog({ show: false }));
    expect(document.querySelector('.modal')).toBeNull();
  });
});
