// What a share change implies, in plain words. The server names grantees and entities by GRN and may
// phrase its validation errors technically; the dialog shows titles and sentences instead.
import type { EntityShareState, GRN, Grantee, SharedEntity } from '@/stores/permissions/EntityShareStore';

/** "index set" for `index_set`, "event definition" for `event_definition`. */
export const entityTypeName = (type: string): string => type.replace(/[_-]+/g, ' ').trim();

/**
 * A grantee's title from the available grantees; "You" for the sharing user (servers leave them out of the
 * grantees they offer); the GRN itself when the server did not describe it.
 */
export const granteeTitle = (state: Pick<EntityShareState, 'availableGrantees' | 'sharingUser'>, grn: GRN): string => {
  const known = state.availableGrantees.find((grantee) => grantee.id === grn);
  if (known) {
    return known.title;
  }
  return grn === state.sharingUser ? 'You' : grn;
};

/** The grantee's kind in words ("user", "team", "everyone"), for a second line next to its title. */
export const granteeKind = (grantees: ReadonlyArray<Grantee>, grn: GRN): string | undefined => {
  const type = grantees.find((grantee) => grantee.id === grn)?.type;
  return type === 'global' ? 'everyone' : type;
};

const GRN_PATTERN = /grn::::[A-Za-z0-9_-]+:[^\s,<>[\])(]+/g;

export const OWNER_REQUIRED = 'An entity needs at least one owner. Make someone else its owner before removing or changing the last one.';

/**
 * One sentence per validation error. A complaint about leaving the entity without owner (Graylog words it
 * "... will leave the entity ownerless") gets our own sentence; any other message is shown as the server
 * wrote it, with grantee GRNs replaced by their titles.
 */
export const describeValidationErrors = (state: EntityShareState): Array<string> => {
  if (!state.validationResult.failed) {
    return [];
  }
  const messages = Object.values(state.validationResult.errors).flat();
  const sentences = messages.map((message) => (/owner/i.test(message)
    ? OWNER_REQUIRED
    : message.replace(GRN_PATTERN, (grn) => granteeTitle(state, grn))));
  const unique = Array.from(new Set(sentences));
  return unique.length > 0 ? unique : ['The server refused this selection.'];
};

const entityList = (entities: ReadonlyArray<SharedEntity>): string => entities
  .map((entity) => `${entity.title} (${entityTypeName(entity.type)})`)
  .join(', ');

const ownersOf = (entities: ReadonlyArray<SharedEntity>): Array<string> => Array.from(new Set(
  entities.flatMap((entity) => entity.owners.map((owner) => owner.title)),
));

/**
 * One sentence per grantee who would be able to open the entity but not something it depends on
 * (e.g. a stream's index set): who, what they lack, and whom to ask.
 */
export const describeMissingDependencies = (state: EntityShareState): Array<string> => Object
  .entries(state.missingPermissionsOnDependencies)
  .filter(([, entities]) => entities.length > 0)
  .map(([grantee, entities]) => {
    const owners = ownersOf(entities);
    const ask = owners.length > 0 ? ` Ask ${owners.join(' or ')} to share ${entities.length === 1 ? 'it' : 'them'} as well.` : '';
    return `${granteeTitle(state, grantee)} will not be able to see what this entity depends on: ${entityList(entities)}.${ask}`;
  });
