import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import type { Extractor } from '@/stores/extractors/extractorPayloads';
import { ExtractorsActions, ExtractorsStore } from '@/stores/extractors/ExtractorsStore';

import type { ExtractorRow } from './extractorsTable';
import { extractorColumns, toExtractorRows } from './extractorsTable';
import { extractorFixture } from 'fixtures/extractorFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const positionColumn = extractorColumns.find((column) => column.id === 'position');

/** The Position cells of `rows`, in the order given, as the table renders them. */
const PositionCells = ({ rows }: { rows: Array<ExtractorRow> }) => (
  <ul>{rows.map((row) => <li key={row.id}>{positionColumn?.render?.(row)}</li>)}</ul>
);

const EXTRACTORS: Array<Extractor> = [
  extractorFixture({ id: 'a', title: 'First', order: 0 }),
  extractorFixture({ id: 'b', title: 'Second', order: 1 }),
  extractorFixture({ id: 'c', title: 'Third', order: 2 }),
];

describe('the Position column', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    ExtractorsStore.setState({ extractorsByInput: {} });
  });

  it('shows the place in the new order while that order is being saved, and the kept one again if the save fails', async () => {
    mockFetch.mockResolvedValueOnce({ extractors: EXTRACTORS, total: 3 });
    const rows = toExtractorRows(await ExtractorsActions.list('in-1'));
    const [a, b, c] = rows;
    const wrapper = mount(<PositionCells rows={rows} />);
    const shown = () => { wrapper.update(); return wrapper.find('li').map((cell) => cell.text()); };
    expect(shown()).toEqual(['1', '2', '3']);

    // The table shows the moved rows (the same objects, in their new order) while the store saves them.
    let refuse: (error: unknown) => void = () => {};
    mockFetch.mockImplementationOnce(() => new Promise((_resolve, reject) => { refuse = reject; }));
    let saving: Promise<void> = Promise.resolve();
    act(() => { saving = ExtractorsActions.order('in-1', [c, a, b]); });
    wrapper.setProps({ rows: [c, a, b] });
    expect(shown()).toEqual(['1', '2', '3']);
    expect(ExtractorsStore.getInitialState().extractorsByInput['in-1'].map((extractor) => [extractor.id, extractor.order])).toEqual([['c', 0], ['a', 1], ['b', 2]]);

    await act(async () => {
      refuse(new FetchError('Internal Server Error', 500, { message: 'boom' }));
      await saving.catch(() => undefined);
    });
    wrapper.setProps({ rows });
    expect(shown()).toEqual(['1', '2', '3']);
    expect(ExtractorsStore.getInitialState().extractorsByInput['in-1'].map((extractor) => extractor.id)).toEqual(['a', 'b', 'c']);
    wrapper.unmount();
  });

  it('falls back to the row\'s own number when the store holds no list', () => {
    const rows = toExtractorRows(EXTRACTORS);
    const wrapper = mount(<PositionCells rows={[rows[2], rows[0]]} />);
    expect(wrapper.find('li').map((cell) => cell.text())).toEqual(['3', '1']);
    wrapper.unmount();
  });
});
