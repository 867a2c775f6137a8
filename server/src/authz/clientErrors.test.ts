// Every roles, authz and shares endpoint answers client mistakes with 4xx and an ApiError message, never 5xx.
import { expectClientError, useTestApp, type ClientErrorCase } from '../../test/helpers';


const STREAM_GRN = encodeURIComponent('grn::::stream:000000000000000000000001');
const NO_ROLE = '0000000000000000000000ff';

const cases: ClientErrorCase[] = [
  { name: 'create role, malformed JSON', method: 'POST', url: '/api/roles', payload: '{"name":' },
  { name: 'create role, body an array', method: 'POST', url: '/api/roles', payload: '[]' },
  { name: 'create role, no body', method: 'POST', url: '/api/roles', payload: '' },
  { name: 'create role, name a number', method: 'POST', url: '/api/roles', payload: '{"name":1,"permissions":[]}' },
  { name: 'create role, permissions with null', method: 'POST', url: '/api/roles', payload: '{"name":"x","permissions":[null]}' },
  { name: 'create role, very long name', method: 'POST', url: '/api/roles', payload: JSON.stringify({ name: 'x'.repeat(500), permissions: [] }) },
  { name: 'create role as text', method: 'POST', url: '/api/roles', payload: 'x', contentType: 'text/plain' },
  { name: 'update role, body a string', method: 'PUT', url: '/api/roles/Reader', payload: '"Reader"' },
  { name: 'update unknown role', method: 'PUT', url: '/api/roles/ghost', payload: '{"name":"ghost","permissions":[]}' },
  { name: 'delete unknown role', method: 'DELETE', url: '/api/roles/ghost' },
  { name: 'members of unknown role', method: 'GET', url: '/api/roles/ghost/members' },
  { name: 'add unknown member', method: 'PUT', url: '/api/roles/Reader/members/ghost', payload: '{}' },
  { name: 'undecodable role name', method: 'GET', url: '/api/roles/%E0%A4%A' },
  { name: 'authz roles, page 0', method: 'GET', url: '/api/authz/roles?page=0' },
  { name: 'authz roles, per_page not a number', method: 'GET', url: '/api/authz/roles?per_page=many' },
  { name: 'authz roles, bad order', method: 'GET', url: '/api/authz/roles?order=sideways' },
  { name: 'authz roles, unknown search field', method: 'GET', url: '/api/authz/roles?query=secret:x' },
  { name: 'unknown authz role', method: 'GET', url: `/api/authz/roles/${NO_ROLE}` },
  { name: 'delete unknown authz role', method: 'DELETE', url: `/api/authz/roles/${NO_ROLE}` },
  { name: 'roles of unknown user', method: 'GET', url: '/api/authz/roles/user/ghost' },
  { name: 'assignees of unknown role', method: 'GET', url: `/api/authz/roles/${NO_ROLE}/assignees` },
  { name: 'assignees, sort by password', method: 'GET', url: `/api/authz/roles/${NO_ROLE}/assignees?sort=password_hash` },
  { name: 'add assignees, malformed JSON', method: 'PUT', url: `/api/authz/roles/${NO_ROLE}/assignees`, payload: '["a",' },
  { name: 'add assignees, null body', method: 'POST', url: `/api/authz/roles/${NO_ROLE}/assignees`, payload: 'null' },
  { name: 'add assignees, a string', method: 'POST', url: `/api/authz/roles/${NO_ROLE}/assignees`, payload: '"admin"' },
  { name: 'remove assignee of unknown role', method: 'DELETE', url: `/api/authz/roles/${NO_ROLE}/assignee/admin` },
  { name: 'prepare, malformed JSON', method: 'POST', url: `/api/authz/shares/entities/${STREAM_GRN}/prepare`, payload: '{' },
  { name: 'prepare, no body', method: 'POST', url: `/api/authz/shares/entities/${STREAM_GRN}/prepare`, payload: '' },
  { name: 'prepare, selection a string', method: 'POST', url: `/api/authz/shares/entities/${STREAM_GRN}/prepare`, payload: '{"selected_grantee_capabilities":"all"}' },
  { name: 'prepare, capability a number', method: 'POST', url: `/api/authz/shares/entities/${STREAM_GRN}/prepare`, payload: '{"selected_grantee_capabilities":{"grn::::builtin-team:everyone":1}}' },
  { name: 'prepare, empty GRN', method: 'POST', url: '/api/authz/shares/entities/%20/prepare', payload: '{}' },
  { name: 'save, unknown grantee', method: 'POST', url: `/api/authz/shares/entities/${STREAM_GRN}`, payload: '{"selected_grantee_capabilities":{"grn::::user:ghost":"own"}}' },
  { name: 'save, grantee not a GRN', method: 'PUT', url: `/api/authz/shares/entities/${STREAM_GRN}`, payload: '{"selected_grantee_capabilities":{"nobody":"own"}}' },
  { name: 'save, grant type GRN', method: 'PUT', url: '/api/authz/shares/entities/grn%3A%3A%3A%3Agrant%3A1', payload: '{}' },
  { name: 'shares of unknown user', method: 'GET', url: '/api/authz/shares/user/ghost' },
  { name: 'shares, per_page negative', method: 'GET', url: '/api/authz/shares/user/ghost?per_page=-5' },
];

describe('roles, authz and shares: client errors are 4xx ApiErrors', () => {
  const t = useTestApp({}, { per: 'file' });

  it.each(cases)('$name', async (kase) => {
    await expectClientError(t.app, kase);
  });
});
