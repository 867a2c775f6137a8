import { mount } from 'enzyme';
import React from 'react';
import { act } from 'react-dom/test-utils';

import EntitySelectionStep, { FOLD_ABOVE } from './EntitySelectionStep';
import type { ChosenEntity } from './wizardValues';

const entity = (type: string, id: string, title: string): ChosenEntity => ({ id, type: { name: type, version: '1' }, title, origin: 'server' });

const grokPatterns = Array.from({ length: FOLD_ABOVE + 5 }, (_, index) => entity('grok_pattern', `g${index}`, `PATTERN_${index}`));
const available = [
  ...grokPatterns,
  entity('input', 'i1', 'Shop GELF'),
  entity('sidecar_collector', 'c1', 'filebeat'),
  entity('sidecar_collector', 'c2', 'filebeat'),
  entity('sidecar_collector', 'c3', 'nxlog'),
];

const render = (onChange = jest.fn()) => mount(
  <EntitySelectionStep idPrefix="t" available={available} onRetryCatalog={jest.fn()} selection={[]} onChange={onChange} disabled={false} />,
);
const listOf = (wrapper: ReturnType<typeof render>, typeTitle: string) => wrapper.find('fieldset')
  .filterWhere((fieldset) => fieldset.find('legend label').text() === typeTitle).find('ul');
const toggle = (wrapper: ReturnType<typeof render>, label: string) => wrapper.find(`button[aria-label="${label}"]`);

describe('EntitySelectionStep', () => {
  it('folds a long group so the other types stay in view, and opens it on request', () => {
    const wrapper = render();
    expect(listOf(wrapper, 'Grok pattern').prop('hidden')).toBe(true);
    expect(listOf(wrapper, 'Input').prop('hidden')).toBe(false);
    expect(toggle(wrapper, 'Show the entities of Grok pattern').text()).toBe(`Show all ${FOLD_ABOVE + 5}`);
    expect(toggle(wrapper, 'Show the entities of Grok pattern').prop('aria-expanded')).toBe(false);

    act(() => { toggle(wrapper, 'Show the entities of Grok pattern').simulate('click'); });
    wrapper.update();
    expect(listOf(wrapper, 'Grok pattern').prop('hidden')).toBe(false);
    expect(toggle(wrapper, 'Hide the entities of Grok pattern').prop('aria-expanded')).toBe(true);
    wrapper.unmount();
  });

  it('shows the matches of every group while filtering, and a folded group can still be chosen as a whole', () => {
    const onChange = jest.fn();
    const wrapper = render(onChange);
    act(() => { wrapper.find('input[type="search"]').simulate('change', { target: { value: 'pattern_1' } }); });
    wrapper.update();
    expect(listOf(wrapper, 'Grok pattern').prop('hidden')).toBe(false);
    expect(listOf(wrapper, 'Grok pattern').find('li').map((item) => item.text())).toEqual(['PATTERN_1', 'PATTERN_10', 'PATTERN_11', 'PATTERN_12', 'PATTERN_13', 'PATTERN_14']);

    act(() => { wrapper.find('input[type="search"]').simulate('change', { target: { value: '' } }); });
    wrapper.update();
    act(() => { wrapper.find('input[aria-label="Choose all 15 of Grok pattern"]').simulate('change'); });
    expect(onChange).toHaveBeenCalledWith(grokPatterns);
    wrapper.unmount();
  });

  it('tells entities of one type with the same title apart by their ids', () => {
    const wrapper = render();
    expect(listOf(wrapper, 'Sidecar collector').find('li').map((item) => item.text())).toEqual(['filebeat(c1)', 'filebeat(c2)', 'nxlog']);
    wrapper.unmount();
  });
});
