import React from 'react';
import { mount } from 'enzyme';

import HighlightedText, { highlightPieces } from './HighlightedText';

describe('HighlightedText', () => {
  it('marks the matched ranges, clipping overlaps and ranges beyond the text', () => {
    expect(highlightPieces('GET /login failed', [{ start: 11, length: 6 }, { start: 0, length: 3 }, { start: 2, length: 2 }, { start: 40, length: 2 }]))
      .toEqual([
        { text: 'GET', marked: true }, { text: ' ', marked: true }, { text: '/login ', marked: false }, { text: 'failed', marked: true },
      ]);
    expect(highlightPieces('abc', undefined)).toEqual([{ text: 'abc', marked: false }]);
  });

  it('renders text, never markup', () => {
    const wrapper = mount(<div><HighlightedText text="<img src=x onerror=alert(1)> login" ranges={[{ start: 29, length: 5 }]} /></div>);
    expect(wrapper.find('img').exists()).toBe(false);
    expect(wrapper.text()).toBe('<img src=x onerror=alert(1)> login');
    expect(wrapper.find('mark').text()).toBe('login');
  });
});
