import React, { useEffect } from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { PreferencesActions } from '@/stores/users/PreferencesStore';

type PreferenceValues = { [name: string]: string | boolean };

type Props = {
  username: string,
  preferences: { [name: string]: unknown },
  /** Without users:edit:<username> the preferences are listed, not offered for change. */
  editable: boolean,
};

/** The boolean preferences the console knows, with what they mean. */
export const KNOWN_PREFERENCES: { [name: string]: string } = {
  updateUnfocussed: 'Keep updating pages while their browser tab is in the background',
  enableSmartSearch: 'Suggest fields and values while typing a search query',
};

const knownNames = Object.keys(KNOWN_PREFERENCES);

/** Kept by the console itself (remembered table columns and page sizes): not shown, but kept on save. */
export const isInternalPreference = (name: string): boolean => name.startsWith('tableLayout.');

/** Known preferences as checkboxes (booleans), any other as text. */
export const preferenceValuesOf = (preferences: Props['preferences']): PreferenceValues => {
  const values: PreferenceValues = {};
  knownNames.forEach((name) => {
    const value = preferences[name];
    values[name] = value === true || value === 'true';
  });
  Object.entries(preferences).filter(([name]) => !knownNames.includes(name) && !isInternalPreference(name)).forEach(([name, value]) => {
    values[name] = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  });
  return values;
};

/** What to save: text typed into a preference that held a number goes back as a number. */
const toSaved = (values: PreferenceValues, original: Props['preferences']): { [name: string]: string | boolean | number } => ({
  // The save replaces every preference, so the hidden ones go along unchanged.
  ...Object.fromEntries(Object.entries(original).filter(([name]) => isInternalPreference(name))
    .map(([name, value]) => [name, typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value)])),
  ...Object.fromEntries(Object.entries(values).map(([name, value]) => {
    const asNumber = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return [name, typeof original[name] === 'number' && Number.isFinite(asNumber) ? asNumber : value];
  })),
});

/**
 * The preferences to save the hidden ones from. Table layouts are saved into the current user as they
 * change, so for one's own profile the current user holds fresher ones than the page loaded.
 */
const latestPreferences = (username: string, loaded: Props['preferences']): Props['preferences'] => {
  const currentUser = CurrentUserStore.getInitialState().currentUser;
  return currentUser?.username === username ? { ...loaded, ...currentUser.preferences } : loaded;
};

const displayed = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A user's preferences: the known switches and any other stored value; saved in one request. */
const PreferencesSection = ({ username, preferences, editable }: Props) => {
  const form = useEntityForm<PreferenceValues>({
    initialValues: preferenceValuesOf(preferences),
    onSubmit: (values) => PreferencesActions.saveUserPreferences(username, toSaved(values, latestPreferences(username, preferences))),
  });
  const { reset } = form;
  // Preferences saved elsewhere (another tab, the table layouts) arrive with a reloaded user.
  useEffect(() => { reset(preferenceValuesOf(preferences)); }, [preferences, reset]);

  const otherNames = Object.keys(form.values).filter((name) => !knownNames.includes(name)).sort();

  if (!editable) {
    return (
      <dl className="row mb-0 console-facts">
        {[...knownNames, ...otherNames].map((name) => (
          <React.Fragment key={name}>
            <dt className="col-sm-5">{KNOWN_PREFERENCES[name] ?? name}</dt>
            <dd className="col-sm-7">{knownNames.includes(name) ? (form.values[name] ? 'yes' : 'no') : displayed(preferences[name])}</dd>
          </React.Fragment>
        ))}
      </dl>
    );
  }

  return (
    <EntityForm form={form} submitLabel="Save preferences">
      {knownNames.map((name) => <FormField key={name} form={form} name={name} type="checkbox" label={KNOWN_PREFERENCES[name]} />)}
      {otherNames.map((name) => <FormField key={name} form={form} name={name} label={name} />)}
    </EntityForm>
  );
};

export default PreferencesSection;
