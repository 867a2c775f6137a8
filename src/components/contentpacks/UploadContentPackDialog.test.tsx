import { mount } from 'enzyme';
import React from 'react';
import { act } from 'react-dom/test-utils';

import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';
import readFileText from '@/util/readFileText';

import UploadContentPackDialog from './UploadContentPackDialog';

jest.mock('@/util/readFileText', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/stores/contentpacks/ContentPacksStore', () => ({ ContentPacksActions: { create: jest.fn(() => Promise.resolve()) } }));

const mockRead = jest.mocked(readFileText);
const mockCreate = jest.mocked(ContentPacksActions.create);

/** Reads that finish when the test says so, per file name. */
const pending = new Map<string, (text: string) => void>();
beforeEach(() => {
  pending.clear();
  mockCreate.mockClear();
  mockRead.mockImplementation((file: File) => new Promise<string>((resolve) => { pending.set(file.name, resolve); }));
});

const packText = (name: string) => JSON.stringify({ v: '1', id: name, rev: 1, name, summary: '', description: '', vendor: '', url: '', parameters: [], entities: [] });

const choose = (wrapper: ReturnType<typeof mount>, name?: string) => act(() => {
  wrapper.find('input[type="file"]').simulate('change', { target: { files: name ? [new File(['ignored'], name)] : [] } });
});
const finishRead = async (name: string) => act(async () => { pending.get(name)?.(packText(name)); await Promise.resolve(); });
const upload = async (wrapper: ReturnType<typeof mount>) => act(async () => { wrapper.find('form').simulate('submit'); await Promise.resolve(); });

describe('UploadContentPackDialog', () => {
  it('sends the last chosen file even when an earlier file\'s slow read finishes last', async () => {
    const wrapper = mount(<UploadContentPackDialog onClose={jest.fn()} onUploaded={jest.fn()} />);
    choose(wrapper, 'slow.json');
    choose(wrapper, 'fast.json');
    await finishRead('fast.json');
    await finishRead('slow.json');
    wrapper.update();
    await upload(wrapper);
    expect(mockCreate).toHaveBeenCalledTimes(1);
    expect(mockCreate.mock.calls[0][0]).toMatchObject({ id: 'fast.json', name: 'fast.json' });
    wrapper.unmount();
  });

  it('sends nothing while the chosen file is still being read, nor the file chosen before it', async () => {
    const wrapper = mount(<UploadContentPackDialog onClose={jest.fn()} onUploaded={jest.fn()} />);
    choose(wrapper, 'first.json');
    await finishRead('first.json');
    choose(wrapper, 'second.json');
    wrapper.update();
    expect(wrapper.find('button[type="submit"]').prop('disabled')).toBe(true);
    await upload(wrapper);
    expect(mockCreate).not.toHaveBeenCalled();

    // Choosing no file drops a read still under way.
    choose(wrapper, undefined);
    await finishRead('second.json');
    wrapper.update();
    await upload(wrapper);
    expect(mockCreate).not.toHaveBeenCalled();
    expect(wrapper.text()).toContain('Choose a content pack file.');
    wrapper.unmount();
  });
});
