import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';

import EntityShareModal from './EntityShareModal';
import { OWNER_REQUIRED } from './shareTexts';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const STREAM = 'grn::::stream:000000000000000000000001';
const ADMIN = 'grn::::user:admin';
const JANE = 'grn::::user:jane';
const BOB = 'grn::::user:bob';
const ENTITY_URL = '/api/authz/shares/entities/grn%3A%3A%3A%3Astream%3A000000000000000000000001';
const OPTIONS = { reportPageErrors: false };

const answer = (selected: { [grantee: string]: string }, extra: object = {}) => ({
  entity: STREAM,
  sharing_user: ADMIN,
  available_grantees: [
    { id: JANE, type: 'user', title: 'Jane Doe' },
    { id: BOB, type: 'user', title: 'Bob' },
    { id: 'grn::::builtin-team:everyone', type: 'global', title: 'Everyone' },
  ],
  available_capabilities: [{ id: 'view', title: 'Viewer' }, { id: 'manage', title: 'Manager' }, { id: 'own', title: 'Owner' }],
  active_shares: [{ grant: 'grn::::grant:g1', grantee: ADMIN, capability: 'own' }],
  selected_grantee_capabilities: selected,
  missing_permissions_on_dependencies: {},
  validation_result: { failed: false, errors: {} },
  ...extra,
});

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const buttonNamed = (name: string) => Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderModal = async (props: Partial<React.ComponentProps<typeof EntityShareModal>> = {}) => {
  const wrapper = mount(
    <EntityShareModal show entityGRN={STREAM} entityType="stream" entityTitle="All messages" onClose={jest.fn()} {...props} />,
    { attachTo: document.body.appendChild(document.createElement('div')) },
  );
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return wrapper;
};

/** Types into the grantee search and picks the option called `title`. */
const pickGrantee = async (wrapper: ReactWrapper, query: string, title: string) => {
  const input = () => wrapper.find('input[role="combobox"]');
  act(() => { input().simulate('focus'); input().simulate('change', { target: { value: query } }); });
  await settle();
  wrapper.update();
  const option = wrapper.find('li[role="option"]').filterWhere((item) => item.text().startsWith(title));
  act(() => { option.simulate('click'); });
  wrapper.update();
};

const chooseCapability = (wrapper: ReactWrapper, selector: string, value: string) => {
  act(() => { wrapper.find(selector).hostNodes().simulate('change', { target: { value } }); });
  wrapper.update();
};

describe('EntityShareModal', () => {
  beforeEach(() => mockFetch.mockReset());

  it('prepares, prepares again with the new selection, and saves it with POST', async () => {
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own' }));
    const onClose = jest.fn();
    const wrapper = await renderModal({ onClose });

    expect(mockFetch).toHaveBeenCalledWith('POST', `${ENTITY_URL}/prepare`, {}, OPTIONS);
    expect(document.querySelector('.modal-title')?.textContent).toBe('Sharing stream: All messages');
    expect(buttonNamed('Save')?.disabled).toBe(true);

    await pickGrantee(wrapper, 'jan', 'Jane Doe');
    chooseCapability(wrapper, 'select#share-grn----stream-000000000000000000000001-capability', 'manage');
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [JANE]: 'manage' }, {
      missing_permissions_on_dependencies: { [JANE]: [{ id: 'grn::::index_set:i1', type: 'index_set', title: 'Default index set', owners: [{ id: ADMIN, type: 'user', title: 'Administrator' }] }] },
    }));
    act(() => { buttonNamed('Add collaborator')?.click(); });
    await settle();
    wrapper.update();

    expect(mockFetch).toHaveBeenLastCalledWith('POST', `${ENTITY_URL}/prepare`, { selected_grantee_capabilities: { [ADMIN]: 'own', [JANE]: 'manage' } }, OPTIONS);
    expect(document.body.textContent).toContain('Jane Doe will not be able to see what this entity depends on: Default index set (index set). Ask Administrator to share it as well.');
    expect(wrapper.find('tr').filterWhere((row) => row.text().includes('Jane Doe')).text()).toContain('new, not saved yet');

    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [JANE]: 'manage' }));
    act(() => { buttonNamed('Save')?.click(); });
    await settle();

    expect(mockFetch).toHaveBeenLastCalledWith('POST', ENTITY_URL, { selected_grantee_capabilities: { [ADMIN]: 'own', [JANE]: 'manage' } }, OPTIONS);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('changes a capability and removes a grantee through prepare', async () => {
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [BOB]: 'view' }, {
      active_shares: [{ grant: 'g1', grantee: ADMIN, capability: 'own' }, { grant: 'g2', grantee: BOB, capability: 'view' }],
    }));
    const wrapper = await renderModal();

    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [BOB]: 'manage' }));
    chooseCapability(wrapper, 'select[aria-label="Capability of Bob"]', 'manage');
    await settle();
    expect(mockFetch).toHaveBeenLastCalledWith('POST', `${ENTITY_URL}/prepare`, { selected_grantee_capabilities: { [ADMIN]: 'own', [BOB]: 'manage' } }, OPTIONS);

    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own' }));
    act(() => { document.querySelector<HTMLButtonElement>('button[aria-label="Remove Bob"]')?.click(); });
    await settle();
    expect(mockFetch).toHaveBeenLastCalledWith('POST', `${ENTITY_URL}/prepare`, { selected_grantee_capabilities: { [ADMIN]: 'own' } }, OPTIONS);
  });

  it('says in plain words why a selection without owner cannot be saved, and blocks Save', async () => {
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [JANE]: 'view' }, {
      active_shares: [{ grant: 'g1', grantee: ADMIN, capability: 'own' }, { grant: 'g2', grantee: JANE, capability: 'view' }],
    }));
    const wrapper = await renderModal();

    mockFetch.mockResolvedValueOnce(answer({ [JANE]: 'view' }, {
      validation_result: { failed: true, errors: { selected_grantee_capabilities: [`Removing the following owners <[${ADMIN}]> will leave the entity ownerless.`] } },
    }));
    act(() => { document.querySelector<HTMLButtonElement>('button[aria-label="Remove You"]')?.click(); });
    await settle();
    wrapper.update();

    expect(document.querySelector('.alert-danger')?.textContent).toContain(OWNER_REQUIRED);
    expect(buttonNamed('Save')?.disabled).toBe(true);
  });

  it('ignores an older prepare answer that arrives after a newer one', async () => {
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [BOB]: 'view' }));
    const wrapper = await renderModal();
    let answerFirst: (value: unknown) => void = () => {};
    mockFetch.mockImplementationOnce(() => new Promise((resolve) => { answerFirst = resolve; }));
    chooseCapability(wrapper, 'select[aria-label="Capability of Bob"]', 'manage');
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [BOB]: 'own' }));
    chooseCapability(wrapper, 'select[aria-label="Capability of Bob"]', 'own');
    await settle();

    await act(async () => { answerFirst(answer({ [ADMIN]: 'own', [BOB]: 'manage' })); });
    wrapper.update();

    expect(wrapper.find('select[aria-label="Capability of Bob"]').prop('value')).toBe('own');
  });

  it('shows the reasons of a refused save and keeps the dialog open', async () => {
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [BOB]: 'view' }));
    const onClose = jest.fn();
    const wrapper = await renderModal({ onClose });
    mockFetch.mockResolvedValueOnce(answer({ [ADMIN]: 'own', [BOB]: 'manage' }));
    chooseCapability(wrapper, 'select[aria-label="Capability of Bob"]', 'manage');
    await settle();

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, answer({ [ADMIN]: 'own', [BOB]: 'manage' }, {
      validation_result: { failed: true, errors: { grantee: [`Grantee ${BOB} may not manage this entity`] } },
    })));
    act(() => { buttonNamed('Save')?.click(); });
    await settle();
    wrapper.update();

    expect(document.querySelector('.alert-danger')?.textContent).toContain('Grantee Bob may not manage this entity');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the shares cannot be loaded', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'Not allowed' }));
    await renderModal();

    expect(document.querySelector('.modal .alert-danger')?.textContent).toMatch(/shares of this stream could not be loaded: .*Not allowed/);
  });
});
