import { normalizeShareState } from '@/stores/permissions/shareTypes';

import { capabilityTitle, maySeeShareDialog, ownPermission, parseGRN } from './sharePermissions';
import { describeMissingDependencies, describeValidationErrors, entityTypeName, granteeTitle, OWNER_REQUIRED } from './shareTexts';

const ADMIN = 'grn::::user:admin';
const JANE = 'grn::::user:jane';

const state = (extra: object = {}) => normalizeShareState({
  entity: 'grn::::stream:s1',
  sharing_user: ADMIN,
  available_grantees: [{ id: JANE, type: 'user', title: 'Jane Doe' }, { id: 'grn::::builtin-team:everyone', type: 'global', title: 'Everyone' }],
  ...extra,
});

describe('who may share', () => {
  const stream = { id: 'grn::::stream:s1', owners: [{ id: 'grn::::user:u1', type: 'user', title: 'Jane' }] };

  it('lets owners share', () => {
    expect(maySeeShareDialog({ id: 'u1', permissions: [] }, stream)).toBe(true);
  });

  it('lets everyone share what everyone owns', () => {
    expect(maySeeShareDialog({ id: 'u2', permissions: [] }, { ...stream, owners: [{ id: 'grn::::builtin-team:everyone', type: 'team', title: 'Everyone' }] })).toBe(true);
  });

  it('lets holders of the own permission share, mapping GRN types to permission prefixes', () => {
    expect(maySeeShareDialog({ id: 'u2', permissions: ['streams:own:s1'] }, stream)).toBe(true);
    expect(maySeeShareDialog({ id: 'u2', permissions: ['*'] }, stream)).toBe(true);
    expect(maySeeShareDialog({ id: 'u2', permissions: ['view:own:v1'] }, { id: 'grn::::search:v1', owners: [] })).toBe(true);
    expect(ownPermission('dashboard', 'd1')).toBe('dashboards:own:d1');
    expect(ownPermission('search', 'v1')).toBe('view:own:v1');
    expect(ownPermission('widget', 'w1')).toBe('widget:own:w1');
  });

  it('does not let managers share: they could make themselves owners', () => {
    expect(maySeeShareDialog({ id: 'u2', permissions: ['streams:read:s1', 'streams:edit:s1'] }, stream)).toBe(false);
  });

  it('refuses readers, editors of other entities, and nobody logged in', () => {
    expect(maySeeShareDialog({ id: 'u2', permissions: ['streams:read:s1', 'streams:edit:s2'] }, stream)).toBe(false);
    expect(maySeeShareDialog(undefined, stream)).toBe(false);
  });

  it('parses GRNs and names capabilities', () => {
    expect(parseGRN('grn::::event_definition:abc')).toEqual({ type: 'event_definition', id: 'abc' });
    expect(parseGRN('stream:abc')).toBeUndefined();
    expect(capabilityTitle('manage')).toBe('Manager');
    expect(capabilityTitle('custom')).toBe('custom');
  });
});

describe('share texts', () => {
  it('names grantees by title, the sharing user as "You", and unknown ones by GRN', () => {
    expect(granteeTitle(state(), JANE)).toBe('Jane Doe');
    expect(granteeTitle(state(), ADMIN)).toBe('You');
    expect(granteeTitle(state(), 'grn::::user:ghost')).toBe('grn::::user:ghost');
    expect(entityTypeName('event_definition')).toBe('event definition');
  });

  it('says nothing when the selection is valid', () => {
    expect(describeValidationErrors(state())).toEqual([]);
    expect(describeMissingDependencies(state())).toEqual([]);
  });

  it('explains a missing owner in plain words and replaces GRNs in other messages', () => {
    const failed = state({
      validation_result: {
        failed: true,
        errors: {
          selected_grantee_capabilities: [`Removing the following owners <[${ADMIN}]> will leave the entity ownerless.`],
          grantee: [`Unknown capability for ${JANE}`],
        },
      },
    });
    expect(describeValidationErrors(failed)).toEqual([OWNER_REQUIRED, 'Unknown capability for Jane Doe']);
  });

  it('lists what a grantee would lack and whom to ask', () => {
    const missing = state({
      missing_permissions_on_dependencies: {
        [JANE]: [
          { id: 'grn::::index_set:i1', type: 'index_set', title: 'Default index set', owners: [{ id: ADMIN, type: 'user', title: 'Administrator' }] },
          { id: 'grn::::stream:s9', type: 'stream', title: 'Audit', owners: [] },
        ],
      },
    });
    expect(describeMissingDependencies(missing)).toEqual([
      'Jane Doe will not be able to see what this entity depends on: Default index set (index set), Audit (stream). Ask Administrator to share them as well.',
    ]);
  });
});
