import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { CollectorConfigurationsActions } from './CollectorConfigurationsStore';
import { CollectorsActions } from './CollectorsStore';
import { ConfigurationVariablesActions } from './ConfigurationVariablesStore';
import { SidecarsActions } from './SidecarsStore';
import type { Sidecar } from './sidecarTypes';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const WRITE = { reportPageErrors: false };

const sidecar = (overrides: Partial<Sidecar> = {}): Sidecar => ({
  node_id: 'node-1',
  node_name: 'web-01',
  node_details: { operating_system: 'Linux' },
  assignments: [],
  last_seen: '2024-05-01T10:00:00.000Z',
  sidecar_version: '1.1.0',
  active: true,
  ...overrides,
});

const listAnswer = (sidecars: Array<Sidecar>) => ({ query: '', pagination: { page: 1, per_page: 50, count: sidecars.length, total: sidecars.length }, total: 7, only_active: true, sidecars });

describe('sidecar stores', () => {
  beforeEach(resetFetchAndToasts);

  it('asks for only active sidecars unless told, with page, size and sort, and reads Graylog\'s nested pagination', async () => {
    mockFetch.mockResolvedValue(listAnswer([sidecar()]));
    const page = await SidecarsActions.listPaginated({ page: 1, perPage: 50, query: '', sort: { field: 'node_name', order: 'asc' }, onlyActive: true });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/sidecars?page=1&per_page=50&sort=node_name&order=asc&only_active=true', undefined, { noSessionExtension: true });
    expect(page.pagination).toEqual({ page: 1, perPage: 50, count: 1, total: 1, grandTotal: 7, query: '' });
    expect(page.list[0].node_name).toBe('web-01');

    await SidecarsActions.listPaginated({ page: 2, perPage: 50, query: 'web', sort: { field: 'last_seen', order: 'desc' }, onlyActive: false });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/sidecars?page=2&per_page=50&query=web&sort=last_seen&order=desc&only_active=false', undefined, { noSessionExtension: true });
  });

  it('assigns configurations with each node\'s whole assignment list, every node once', async () => {
    mockFetch.mockResolvedValue(undefined);
    const web = sidecar({ assignments: [{ collector_id: 'filebeat', configuration_id: 'old' }, { collector_id: 'auditbeat', configuration_id: 'audit' }] });
    await SidecarsActions.assignConfigurations([{ sidecar: web, collectorId: 'filebeat' }, { sidecar: web, collectorId: 'winlogbeat' }], ['cfg-1']);
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/sidecars/configurations', {
      nodes: [{
        node_id: 'node-1',
        assignments: [
          { collector_id: 'auditbeat', configuration_id: 'audit' },
          { collector_id: 'filebeat', configuration_id: 'cfg-1' },
          { collector_id: 'winlogbeat', configuration_id: 'cfg-1' },
        ],
      }],
    }, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('Configuration change for 2 collectors requested');
  });

  it('sends a collector action to PUT /sidecar/action/{id} and a bulk action to the administration', async () => {
    mockFetch.mockResolvedValue(undefined);
    await SidecarsActions.setCollectorAction('node-1', { id: 'filebeat', name: 'filebeat' }, 'restart');
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/sidecar/action/node-1', [{ collector_id: 'filebeat', properties: { restart: true } }], WRITE);
    await SidecarsActions.administrationAction('stop', { 'node-1': ['filebeat', 'auditbeat'], 'node-2': [] });
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/sidecar/administration/action',
      { action: 'stop', collectors: [{ sidecar_id: 'node-1', collector_ids: ['filebeat', 'auditbeat'] }] }, WRITE);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Stop for 2 collectors requested');
  });

  it('stays quiet for a bulk run, which sums up itself: no toast on success or failure, the failure still rejects', async () => {
    mockFetch.mockResolvedValue(undefined);
    await SidecarsActions.administrationAction('restart', { 'node-1': ['filebeat'] }, { quiet: true });
    await SidecarsActions.assignConfigurations([{ sidecar: sidecar(), collectorId: 'filebeat' }], ['cfg-1'], { quiet: true });
    mockFetch.mockRejectedValue(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Couldn\'t find collector with ID x' }));
    await expect(SidecarsActions.administrationAction('stop', { 'node-1': ['x'] }, { quiet: true })).rejects.toBeInstanceOf(FetchError);
    await expect(SidecarsActions.assignConfigurations([{ sidecar: sidecar(), collectorId: 'x' }], [], { quiet: true })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.success).not.toHaveBeenCalled();
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('posts the administration request with its filters', async () => {
    mockFetch.mockResolvedValue(listAnswer([sidecar({ collectors: ['filebeat'] })]));
    await SidecarsActions.administration({ page: 1, perPage: 50, query: 'web', filters: { os: 'linux', status: '2' } });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/sidecar/administration', { page: 1, per_page: 50, query: 'web', filters: { os: 'linux', status: '2' } },
      { reportPageErrors: false, noSessionExtension: true });
  });

  it('says a missing sidecar, configuration or collector in the catalogue\'s words', async () => {
    mockFetch.mockRejectedValue(new FetchError('Not Found', 404, { type: 'ApiError', message: 'Could not find sidecar' }));
    await expect(SidecarsActions.get('gone')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Unable to find Sidecar with id <gone>, maybe it was inactive for too long.', 'Could not retrieve Sidecar');
    await expect(CollectorConfigurationsActions.get('c1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Unable to find Configuration with id <c1>, please ensure it wasn\'t deleted.', 'Could not retrieve Configuration');
    await expect(CollectorsActions.get('k1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith('Unable to find Collector with id <k1>, please ensure it wasn\'t deleted.', 'Could not retrieve Collector');
    expect(UserNotification.error).toHaveBeenCalledTimes(3);
  });

  it('polls a sidecar quietly: no toast, no page error', async () => {
    mockFetch.mockRejectedValue(new FetchError('Not Found', 404, {}));
    await expect(SidecarsActions.get('gone', { sideLoad: true })).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/sidecars/gone', undefined, { reportPageErrors: false, noSessionExtension: true });
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('validates a half-typed collector with blank placeholders and answers the reasons by field', async () => {
    mockFetch.mockResolvedValue({ failed: true, errors: { name: ['Collector "x" already exists for the "linux" operating system.'] } });
    const reasons = await CollectorsActions.validate({ name: 'x', node_operating_system: 'linux' });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/sidecar/collectors/validate',
      { id: ' ', service_type: 'exec', executable_path: ' ', default_template: ' ', name: 'x', node_operating_system: 'linux' }, WRITE);
    expect(reasons).toEqual({ name: ['Collector "x" already exists for the "linux" operating system.'] });
  });

  it('renders a preview of unsaved text and a saved configuration for one sidecar', async () => {
    mockFetch.mockResolvedValueOnce({ preview: 'name: <sidecar name>' });
    await expect(CollectorConfigurationsActions.renderPreview('name: ${sidecar.nodeName}')).resolves.toBe('name: <sidecar name>');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/sidecar/configurations/render/preview', { template: 'name: ${sidecar.nodeName}' }, WRITE);
    mockFetch.mockResolvedValueOnce({ id: 'c1', name: 'cfg', collector_id: 'k', color: '#fff', template: 'name: web-01' });
    await expect(CollectorConfigurationsActions.render('node-1', 'c1')).resolves.toBe('name: web-01');
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/sidecar/configurations/render/node-1/c1', undefined, WRITE);
  });

  it('says why a variable in use cannot be deleted', async () => {
    mockFetch.mockRejectedValue(new FetchError('Bad Request', 400, { failed: true, errors: { name: ['Variable is still used in the following configurations: filebeat-linux'] } }));
    await expect(ConfigurationVariablesActions.delete({ id: 'v1', name: 'port' })).rejects.toMatchObject({ serverMessage: 'Variable is still used in the following configurations: filebeat-linux' });
    expect(UserNotification.error).toHaveBeenCalledWith('Deleting variable "port" failed with status: Variable is still used in the following configurations: filebeat-linux', 'Could not delete variable');
  });
});
