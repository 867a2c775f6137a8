import React from 'react';
import { mount } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import { searchRequest } from '@/stores/search/searchBuilders';
import type { SearchJob, SearchRequest } from '@/stores/search/searchTypes';

import type { SearchRun } from './useSearchRun';
import useSearchRun, { problemOfFailure } from './useSearchRun';
import { searchJobFixture } from 'fixtures/searchFixtures';

const mockRun = jest.fn();
const mockCancel = jest.fn();
jest.mock('@/stores/search/searchRunner', () => ({
  createSearchRunner: () => ({ run: (request: SearchRequest) => mockRun(request), cancel: () => mockCancel() }),
}));

const request = searchRequest([]);

const Harness = ({ refreshKey, report }: { refreshKey: number, report: (run: SearchRun<string>) => void }) => {
  report(useSearchRun(request, refreshKey, (job: SearchJob) => `read ${job.id}`));
  return null;
};

/** A run the test answers when it wants. */
const pending = () => {
  let answer: (job: SearchJob) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  mockRun.mockImplementationOnce(() => new Promise((resolve, reject) => { answer = resolve; fail = reject; }));
  return { answer: (job: SearchJob) => act(async () => { answer(job); }), fail: (error: unknown) => act(async () => { fail(error); }) };
};

describe('useSearchRun', () => {
  beforeEach(() => { mockRun.mockReset(); mockCancel.mockReset(); });

  it('reads the job, keeps what it read while a refresh runs, and turns a failure into a problem', async () => {
    let run: SearchRun<string> | undefined;
    const report = (next: SearchRun<string>) => { run = next; };
    const first = pending();
    const wrapper = mount(<Harness refreshKey={0} report={report} />);
    expect(run).toEqual({ loading: true });
    await first.answer(searchJobFixture([], { id: 'job-1' }));
    expect(run).toMatchObject({ value: 'read job-1', loading: false });

    const refresh = pending();
    wrapper.setProps({ refreshKey: 1 });
    expect(mockRun).toHaveBeenCalledTimes(2);
    expect(run).toMatchObject({ value: 'read job-1', loading: true });
    await refresh.fail(new FetchError('Bad Request', 400, { message: 'Unexpected )', line: 1, column: 4 }));
    expect(run).toMatchObject({ failure: { message: 'Unexpected )', position: { line: 1, column: 4 } }, loading: false });
    expect(run?.value).toBeUndefined();

    wrapper.unmount();
    expect(mockCancel).toHaveBeenCalled();
  });

  it('turns a failed call into a problem: a refused query with its position, anything else with its reason', () => {
    expect(problemOfFailure(new FetchError('Bad Request', 400, { message: 'Unexpected )', line: 1, column: 4 })))
      .toEqual({ message: 'Unexpected )', position: { line: 1, column: 4 } });
    expect(problemOfFailure(new FetchError('Internal Server Error', 500, { message: 'boom' }))).toEqual({ message: 'boom' });
  });
});
