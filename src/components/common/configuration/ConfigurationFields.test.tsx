import React, { useState } from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import EntityForm from '@/components/common/form/EntityForm';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';

import ConfigurationFields from './ConfigurationFields';
import type { ConfigurationFormValues } from './configurationFormValues';
import { configurationErrors, configurationFormValues, configurationOf } from './configurationFormValues';
import { configurationField } from 'fixtures/inputFixtures';
import { formDriver } from 'fixtures/formDriver';

const OWN = ['title'];

const requested: RequestedConfiguration = {
  title: configurationField({ human_name: 'Message title', default_value: 'Alert', position: 10 }),
  port: configurationField({ type: 'number', human_name: 'Port', default_value: 12201, position: 20 }),
  receivers: configurationField({ type: 'list', human_name: 'Receivers', description: 'Who gets it', default_value: [], is_optional: true, position: 30 }),
  level: configurationField({
    type: 'dropdown', human_name: 'Level', default_value: 'high', is_optional: true, position: 40, additional_info: { values: { high: 'High', low: 'Low' } },
  }),
  verbose: configurationField({ type: 'boolean', human_name: 'Verbose', default_value: false, position: 50 }),
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('ConfigurationFields', () => {
  let wrapper: ReactWrapper;
  afterEach(() => wrapper?.unmount());
  const { field, type, labelOf, errorOf } = formDriver(() => wrapper);

  describe('in an entity form', () => {
    let submitted: jest.Mock;

    const Form = () => {
      const form = useEntityForm<ConfigurationFormValues>({
        initialValues: { title: 'Own title', ...configurationFormValues(requested, undefined, OWN) },
        validate: (values) => configurationErrors(requested, values, OWN),
        onSubmit: (values) => { submitted(configurationOf(requested, values, OWN)); return Promise.resolve(); },
      });
      return <EntityForm form={form} submitLabel="Save" onCancel={jest.fn()}><ConfigurationFields form={form} requested={requested} /></EntityForm>;
    };

    beforeEach(() => {
      submitted = jest.fn();
      wrapper = mount(<Router history={createMemoryHistory()}><Form /></Router>);
    });

    it('draws each field with its label, default and control, a field named like the form\'s own held aside', () => {
      expect(labelOf('configuration.title')).toBe('Message title *');
      expect(field('configuration.title').prop('value')).toBe('Alert');
      expect(field('port').prop('type')).toBe('number');
      expect(field('receivers').type()).toBe('textarea');
      expect(wrapper.text()).toContain('Who gets it. One value per line.');
      expect(field('level').find('option').map((option) => option.text())).toEqual(['(none)', 'High', 'Low']);
      expect(field('verbose').prop('type')).toBe('checkbox');
    });

    it('keeps a list as its values, one per line, and sends them', async () => {
      type('receivers', 'a@example.org\n');
      // The new empty line stays while typing.
      expect(field('receivers').prop('value')).toBe('a@example.org\n');
      type('receivers', 'a@example.org\n  b@example.org \n\n');
      wrapper.find('form').simulate('submit');
      await settle();
      expect(submitted).toHaveBeenCalledWith({ title: 'Alert', port: 12201, receivers: ['a@example.org', 'b@example.org'], level: 'high', verbose: false });
    });

    it('shows the browser\'s checks at their fields', async () => {
      type('port', '');
      wrapper.find('form').simulate('submit');
      await settle();
      wrapper.update();
      expect(errorOf('port')).toBe('Port is required.');
      expect(submitted).not.toHaveBeenCalled();
    });
  });

  describe('with plain values', () => {
    let changes: Array<{ [name: string]: unknown }>;

    const Plain = ({ errors = {}, disabled = false }: { errors?: { [name: string]: string }, disabled?: boolean }) => {
      const [values, setValues] = useState<{ [name: string]: unknown }>(configurationFormValues(requested, undefined, []));
      return (
        <ConfigurationFields requested={requested} values={values} errors={errors} idPrefix="plain" disabled={disabled}
                             onChange={(next) => { changes.push(next); setValues(next); }} />
      );
    };

    beforeEach(() => { changes = []; });

    it('reports the whole configuration on each change, a list as its values and an emptied number as undefined', () => {
      wrapper = mount(<Plain />);
      expect(field('title').prop('id')).toBe('plain-title');
      type('receivers', 'ops@example.org\nsre@example.org');
      expect(changes[changes.length - 1]).toEqual({ title: 'Alert', port: 12201, receivers: ['ops@example.org', 'sre@example.org'], level: 'high', verbose: false });
      type('port', '');
      expect(changes[changes.length - 1].port).toBeUndefined();
      field('verbose').simulate('change', { target: { checked: true } });
      expect(changes[changes.length - 1].verbose).toBe(true);
    });

    it('shows the errors it is given at their fields, and can be disabled', () => {
      wrapper = mount(<Plain errors={{ port: 'Port must be at most 65535.' }} disabled />);
      expect(errorOf('port')).toBe('Port must be at most 65535.');
      expect(field('port').prop('aria-invalid')).toBe(true);
      expect(field('receivers').prop('disabled')).toBe(true);
    });
  });
});
