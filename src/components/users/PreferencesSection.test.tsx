import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';
import { currentUserFixture } from 'fixtures/currentUserFixture';

import PreferencesSection from './PreferencesSection';

const settle = () => act(async () => { await new Promise((resolve) => { setTimeout(resolve, 0); }); });

describe('PreferencesSection', () => {
  let wrapper: ReactWrapper;
  let save: jest.SpyInstance;
  const preferences = { updateUnfocussed: false, enableSmartSearch: 'true', theme: 'dark', 'tableLayout.users': '{"columns":["username"],"perPage":50}' };

  beforeEach(() => {
    save = jest.spyOn(PreferencesActions, 'saveUserPreferences').mockResolvedValue(undefined as never);
  });
  afterEach(() => {
    wrapper?.unmount();
    save.mockRestore();
  });

  it('offers the known switches and other values, but not the remembered table layouts', () => {
    wrapper = mount(<MemoryRouter><PreferencesSection username="jane" preferences={preferences} editable /></MemoryRouter>);
    expect(wrapper.find('input[type="checkbox"]')).toHaveLength(2);
    expect(wrapper.find('input[name="theme"]').prop('value')).toBe('dark');
    expect(wrapper.text()).not.toContain('tableLayout');
  });

  it('saves the changed values and keeps the hidden table layouts', async () => {
    wrapper = mount(<MemoryRouter><PreferencesSection username="jane" preferences={preferences} editable /></MemoryRouter>);
    wrapper.find('input[type="checkbox"]').first().simulate('change', { target: { checked: true } });
    wrapper.find('form').simulate('submit');
    await settle();
    expect(save).toHaveBeenCalledWith('jane', {
      updateUnfocussed: true, enableSmartSearch: true, theme: 'dark', 'tableLayout.users': preferences['tableLayout.users'],
    });
  });

  it('on one\'s own profile, keeps the table layouts chosen after the page was loaded', async () => {
    const newerLayout = '{"columns":["username","email"],"perPage":100}';
    CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'jane', preferences: { ...preferences, 'tableLayout.users': newerLayout } }) });
    try {
      wrapper = mount(<MemoryRouter><PreferencesSection username="jane" preferences={preferences} editable /></MemoryRouter>);
      wrapper.find('form').simulate('submit');
      await settle();
      expect(save).toHaveBeenCalledWith('jane', expect.objectContaining({ 'tableLayout.users': newerLayout }));
    } finally {
      CurrentUserStore.setState({ currentUser: undefined });
    }
  });
});
