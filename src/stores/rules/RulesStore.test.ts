import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { forgetRuleFunctions, parseErrorsOf, RulesActions } from './RulesStore';
import type { FunctionDescriptor, Rule, RuleParseError } from './RulesStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

const SOURCE = 'rule "tag checkout"\nwhen has_field("path")\nthen set_field("flow", "checkout");\nend';

const rule = (overrides: Partial<Rule> = {}): Rule => ({
  id: 'r1',
  title: 'tag checkout',
  description: 'tags the checkout flow',
  source: SOURCE,
  created_at: '2024-03-01T10:00:00.000Z',
  modified_at: '2024-03-01T10:00:00.000Z',
  errors: null,
  ...overrides,
});

const syntaxError: RuleParseError = {
  type: 'syntax_error', line: 3, position_in_line: 0, reason: "mismatched input 'then' expecting ')'", line_text: 'then',
};

const refusedWith = (errors: Array<RuleParseError>) => new FetchError('Bad Request', 400, errors);

describe('RulesStore', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    forgetRuleFunctions();
  });

  it('lists the rules by title without toasting a failure, and loads one rule as the page\'s entity', async () => {
    mockFetch.mockResolvedValueOnce([rule({ id: 'b', title: 'zeta' }), rule({ id: 'a', title: 'Alpha' })]);
    expect((await RulesActions.list()).map((listed) => listed.id)).toEqual(['a', 'b']);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/rule', undefined, QUIET);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(RulesActions.list()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockResolvedValueOnce(rule());
    expect(await RulesActions.get('r/1')).toEqual(rule());
    // No options: a 403 or 404 becomes the page's error page.
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/rule/r%2F1');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'No rule with id r1' }));
    await expect(RulesActions.get('r1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(RulesActions.get('r1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Fetching rule "r1" failed with status: .*boom/), 'Could not retrieve processing rule "r1"');
  });

  it('creates, updates and deletes a rule with Graylog\'s toasts, naming the title the server took from the source', async () => {
    const request = { title: '', description: 'tags the checkout flow', source: SOURCE };
    mockFetch.mockResolvedValueOnce(rule());
    expect((await RulesActions.create(request)).id).toBe('r1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/rule', request, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Rule "tag checkout" created successfully');

    mockFetch.mockResolvedValueOnce(rule({ title: 'tag checkout 2' }));
    await RulesActions.update('r1', request);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/pipelines/rule/r1', { id: 'r1', ...request }, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Rule "tag checkout 2" updated successfully');

    mockFetch.mockResolvedValueOnce(undefined);
    await RulesActions.remove(rule());
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/pipelines/rule/r1', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Rule "tag checkout" was deleted successfully');
  });

  it('leaves a save refused with parse errors to the editor, and toasts any other failure', async () => {
    const request = { title: 'tag checkout', description: '', source: 'rule "tag checkout"\nwhen\nthen\nend' };
    mockFetch.mockRejectedValueOnce(refusedWith([syntaxError]));
    const refusal = await RulesActions.create(request).catch((error: unknown) => error);
    expect(parseErrorsOf(refusal)).toEqual([syntaxError]);
    mockFetch.mockRejectedValueOnce(refusedWith([syntaxError]));
    await expect(RulesActions.update('r1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
    await expect(RulesActions.create(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Saving rule "tag checkout" failed with status: .*Forbidden/), 'Could not save processing rule "tag checkout"');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Unable to map property' }));
    await expect(RulesActions.update('r1', request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Updating rule "tag checkout" failed with status: .*Bad Request/), 'Could not update processing rule "tag checkout"');

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
    await expect(RulesActions.remove(rule())).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Deleting rule "tag checkout" failed with status: .*Not Found/), 'Could not delete processing rule "tag checkout"');
  });

  it('answers a parse call with the parser\'s errors, never toasting them', async () => {
    const request = { title: '', description: '', source: SOURCE };
    mockFetch.mockResolvedValueOnce(rule({ id: '' }));
    expect(await RulesActions.parse(request)).toEqual({ errors: [] });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/rule/parse', request, QUIET);

    const unknownFunction = { type: 'undeclared_function', line: 2, position_in_line: 5, reason: 'Unknown function has_fild' };
    mockFetch.mockRejectedValueOnce(refusedWith([syntaxError, unknownFunction]));
    expect(await RulesActions.parse(request)).toEqual({ errors: [syntaxError, unknownFunction] });

    // A server that wraps the list still gets its errors shown.
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { errors: [syntaxError] }));
    expect(await RulesActions.parse(request)).toEqual({ errors: [syntaxError] });

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(RulesActions.parse(request)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads the function descriptors once, by name, and tries again after a failure', async () => {
    const fn = (name: string): FunctionDescriptor => ({ name, pure: false, return_type: 'java.lang.Void', params: [], description: null });
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(RulesActions.functions()).rejects.toBeInstanceOf(FetchError);

    mockFetch.mockResolvedValueOnce([fn('to_string'), fn('has_field')]);
    expect((await RulesActions.functions()).map((f) => f.name)).toEqual(['has_field', 'to_string']);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/rule/functions', undefined, QUIET);
    expect((await RulesActions.functions()).map((f) => f.name)).toEqual(['has_field', 'to_string']);
    expect(mockFetch).toHaveBeenCalledTimes(2);
  });

  it('reads and switches the rule metrics config with Graylog\'s toasts', async () => {
    mockFetch.mockResolvedValueOnce({ metrics_enabled: false });
    expect(await RulesActions.loadMetricsConfig()).toEqual({ metrics_enabled: false });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/rule/config/metrics', undefined, QUIET);

    mockFetch.mockResolvedValueOnce({ metrics_enabled: true });
    expect(await RulesActions.updateMetricsConfig({ metrics_enabled: true })).toEqual({ metrics_enabled: true });
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/pipelines/rule/config/metrics', { metrics_enabled: true }, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Successfully updated rule metrics config');

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'no' }));
    await expect(RulesActions.updateMetricsConfig({ metrics_enabled: false })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Updating rule metrics config failed with status: .*Forbidden/), "Couldn't update rule metrics config");

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(RulesActions.loadMetricsConfig()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Loading rule metrics config failed with status: .*boom/), "Couldn't load rule metrics config");
  });
});
