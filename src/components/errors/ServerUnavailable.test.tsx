import React from 'react';
import { mount, ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import ServerUnavailable from './ServerUnavailable';

const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);

const alertDialog = () => document.querySelector('[role="alertdialog"]');

describe('ServerUnavailable', () => {
  const mounted: Array<ReactWrapper> = [];
  const render = (element: React.ReactElement) => {
    const wrapper = mount(element, { attachTo: document.body.appendChild(document.createElement('div')) });
    mounted.push(wrapper);
    return wrapper;
  };
  afterEach(() => {
    mounted.splice(0).forEach((wrapper) => wrapper.unmount());
    document.body.innerHTML = '';
  });

  const overlay = (props: Partial<React.ComponentProps<typeof ServerUnavailable>> = {}) => (
    <ServerUnavailable error="connect ECONNREFUSED" nextAttemptAt={() => Date.now() + 20000} onRetry={() => Promise.resolve()} {...props} />
  );

  /** The console underneath, with a button that has the focus when the server goes away. */
  const Console = ({ serverUp, ...props }: { serverUp: boolean } & Partial<React.ComponentProps<typeof ServerUnavailable>>) => (
    <>
      <button type="button">Save</button>
      {!serverUp && overlay(props)}
    </>
  );

  it('is an alert dialog, named by its title, and takes the focus to "Retry now"', () => {
    render(overlay());
    expect(alertDialog()?.textContent).toContain('Server currently unavailable');
    expect(alertDialog()?.getAttribute('aria-labelledby')).toBe('server-unavailable-title');
    expect(document.getElementById('server-unavailable-title')?.textContent).toBe('Server currently unavailable');
    expect(document.querySelector('.modal')?.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(buttonNamed('Retry now'));
  });

  it('keeps the focus inside while it is shown', async () => {
    render(<Console serverUp={false} />);
    act(() => { buttonNamed('Save')?.focus(); });
    // The modal pulls the focus back on the next tick.
    await act(async () => { await new Promise((resolve) => { setTimeout(resolve, 0); }); });
    expect(document.querySelector('.modal')?.contains(document.activeElement)).toBe(true);
  });

  it('cannot be dismissed with Escape', () => {
    render(overlay());
    act(() => {
      document.querySelector('.modal')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true }));
    });
    expect(alertDialog()).not.toBeNull();
  });

  it('gives the focus back to where it was when the server is back', () => {
    const wrapper = render(<Console serverUp />);
    act(() => { buttonNamed('Save')?.focus(); });

    act(() => { wrapper.setProps({ serverUp: false }); });
    expect(document.activeElement).toBe(buttonNamed('Retry now'));
    act(() => { wrapper.setProps({ serverUp: true }); });
    expect(alertDialog()).toBeNull();
    expect(document.activeElement).toBe(buttonNamed('Save'));
  });

  it('puts the focus back on "Retry now" after a failed retry', async () => {
    let fail: () => void = () => {};
    const onRetry = () => {
      // What Chromium does with the focus of a button that gets disabled (jsdom keeps it there).
      (document.activeElement as HTMLElement | null)?.blur();
      return new Promise((resolve, reject) => { fail = () => reject(new Error('still down')); }).catch(() => {});
    };
    render(overlay({ onRetry }));

    act(() => { buttonNamed('Retry now')?.click(); });
    expect(buttonNamed('Retrying…')?.disabled).toBe(true);
    expect(document.activeElement).toBe(document.body);

    await act(async () => { fail(); });
    expect(document.activeElement).toBe(buttonNamed('Retry now'));
  });

  it('leaves the focus where the user put it while retrying', async () => {
    let fail: () => void = () => {};
    render(overlay({ onRetry: () => new Promise((resolve, reject) => { fail = () => reject(new Error('still down')); }).catch(() => {}) }));

    act(() => { buttonNamed('Retry now')?.click(); });
    act(() => { buttonNamed('Details')?.focus(); });
    await act(async () => { fail(); });
    expect(document.activeElement).toBe(buttonNamed('Details'));
  });

  it('keeps the technical reason behind "Details"', () => {
    const wrapper = render(overlay());
    expect(alertDialog()?.textContent).not.toContain('connect ECONNREFUSED');
    act(() => { buttonNamed('Details')?.click(); });
    wrapper.update();
    expect(alertDialog()?.querySelector('pre')?.textContent).toBe('connect ECONNREFUSED');
    expect(buttonNamed('Hide details')?.getAttribute('aria-expanded')).toBe('true');
  });
});
