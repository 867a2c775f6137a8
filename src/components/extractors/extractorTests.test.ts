import { ToolsActions } from '@/stores/tools/ToolsStore';

import { extractorTestRequest } from './extractorTests';
import { emptyExtractorFormValues } from './extractorFormValues';

jest.mock('@/stores/tools/ToolsStore', () => ({ ToolsActions: { testLookupTable: jest.fn() } }));

const lookupValues = (table: string) => ({ ...emptyExtractorFormValues('lookup_table', 'ip'), lookup_table_name: table });

const run = (table: string, example: string) => {
  const request = extractorTestRequest(lookupValues(table), example);
  if ('blocked' in request) throw new Error(request.blocked);
  return request.run();
};

describe('the lookup table extractor\'s test', () => {
  it('asks the lookup table tester and shows the single value it answers', async () => {
    jest.mocked(ToolsActions.testLookupTable).mockResolvedValueOnce({ empty: false, error: false, error_message: '', key: '10.0.0.1', value: 'DE' });
    await expect(run('countries', '10.0.0.1')).resolves.toEqual({ kind: 'value', value: 'DE' });
    expect(ToolsActions.testLookupTable).toHaveBeenCalledWith('countries', '10.0.0.1');
  });

  it('reads an empty answer as no match and a missing table as the tester\'s reason', async () => {
    jest.mocked(ToolsActions.testLookupTable).mockResolvedValueOnce({ empty: true, error: false, error_message: '', key: 'x', value: null });
    await expect(run('countries', 'x')).resolves.toEqual({ kind: 'no-match' });
    jest.mocked(ToolsActions.testLookupTable).mockResolvedValueOnce({ empty: true, error: true, error_message: 'Lookup table <gone> doesn\'t exist', key: null, value: null });
    await expect(run('gone', 'x')).resolves.toEqual({ kind: 'invalid', message: 'Lookup table <gone> doesn\'t exist' });
  });

  it('waits for a table to be chosen', () => {
    expect(extractorTestRequest(lookupValues(''), '10.0.0.1')).toEqual({ blocked: 'Choose a lookup table to try it on the example.' });
  });
});
