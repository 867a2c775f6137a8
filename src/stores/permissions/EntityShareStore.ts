// Shares: who may view, manage or own one entity (prepare, then save), and what a user can reach.
// A share change is always previewed first: POST .../prepare with the intended grantees answers what the
// change implies (missing permissions on dependencies, validation errors) before anything is saved.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import type {
  CapabilityId, EntityShareState, GRN, RawEntityShareState, RawSharedEntity, SelectedGranteeCapabilities, SharedEntity,
} from './shareTypes';
import { normalizeShareState, normalizeSharedEntity } from './shareTypes';

export type {
  ActiveShare, Capability, CapabilityId, EntityShareState, GRN, Grantee, SelectedGranteeCapabilities, SharedEntity, ValidationResult,
} from './shareTypes';

/** What a user can reach, one page, with the capability they hold on each entity (by entity GRN). */
export type PaginatedSharedEntities = PaginatedList<SharedEntity> & { granteeCapabilities: { [entityGRN: GRN]: CapabilityId } };

/** Names the entity in messages: its type ("stream") and title. */
export type SharedEntityDescription = { entityGRN: GRN, entityType: string, entityTitle: string };

type SharedEntitiesResponse = PaginatedResponse & {
  entities: Array<RawSharedEntity>,
  context?: { grantee_capabilities?: { [entityGRN: GRN]: CapabilityId } },
};

type EntityShareActionsType = {
  /**
   * Previews the shares of an entity (POST /authz/shares/entities/{grn}/prepare). Without a selection it
   * answers the current shares; with one, what saving that selection would imply.
   */
  prepare: (entity: SharedEntityDescription, selection?: SelectedGranteeCapabilities) => Promise<EntityShareState>,
  /** Saves the entity's shares, replacing them (POST /authz/shares/entities/{grn}, as Graylog 4.0). */
  update: (entity: SharedEntityDescription, selection: SelectedGranteeCapabilities) => Promise<EntityShareState>,
  /** One page of the entities a user can reach (GET /authz/shares/user/{userId}), for a table: no toast on failure. */
  loadUserSharesPaginated: (userId: string, request: PaginatedRequest) => Promise<PaginatedSharedEntities>,
};

export const EntityShareActions = singletonActions('core.EntityShare', () => createActions<EntityShareActionsType>([
  'prepare', 'update', 'loadUserSharesPaginated',
]));

export type EntityShareStoreState = {
  /** The last answer of prepare or update, for whichever entity was last shared. */
  state: EntityShareState | undefined,
};

const routes = ApiRoutes.EntityShareApiController;

// A refusal concerns the dialog, not the page: a 403 or 404 here must not replace the page on screen.
const SHARE_FETCH_OPTIONS = { reportPageErrors: false };

/** A refused save that carries the server's verdict (validation_result) instead of a bare message. */
const refusedShareState = (error: unknown): RawEntityShareState | undefined => {
  if (error instanceof FetchError && error.status === 400 && typeof error.body === 'object' && error.body !== null
    && 'validation_result' in error.body && 'available_grantees' in error.body) {
    return error.body as RawEntityShareState;
  }
  return undefined;
};

/** The server's verdict carried by a refused save (400 with validation_result), for the dialog to show. */
export const refusedShareVerdict = (error: unknown): EntityShareState | undefined => {
  const refused = refusedShareState(error);
  return refused ? normalizeShareState(refused) : undefined;
};

const describe = ({ entityType, entityTitle }: SharedEntityDescription) => `${entityType} "${entityTitle}"`;

export const EntityShareStore = singletonStore('core.EntityShare', () => createStore({
  listenables: [EntityShareActions],
  state: { state: undefined } as EntityShareStoreState,

  prepare(entity: SharedEntityDescription, selection?: SelectedGranteeCapabilities) {
    const body = selection ? { selected_grantee_capabilities: selection } : {};
    const promise = fetch<RawEntityShareState>('POST', qualifyApiUrl(routes.prepare(entity.entityGRN).url), body, SHARE_FETCH_OPTIONS).then((raw) => {
      const state = normalizeShareState(raw);
      this.setState({ state });
      return state;
    }, (error: unknown) => reportLoadFailure(error, `Preparing shares of ${describe(entity)}`, 'Could not prepare sharing'));
    EntityShareActions.prepare.promise(promise);
  },

  update(entity: SharedEntityDescription, selection: SelectedGranteeCapabilities) {
    const body = { selected_grantee_capabilities: selection };
    const promise = fetch<RawEntityShareState>('POST', qualifyApiUrl(routes.update(entity.entityGRN).url), body, SHARE_FETCH_OPTIONS).then((raw) => {
      const state = normalizeShareState(raw);
      UserNotification.success(`Shares of ${describe(entity)} were saved successfully`);
      this.setState({ state });
      return state;
    }, (error: unknown) => {
      const verdict = refusedShareVerdict(error);
      if (verdict) {
        // The dialog shows the reasons in plain words next to the selection; a toast would repeat them.
        this.setState({ state: verdict });
        throw error;
      }
      // Any other refusal naming fields (a body the schema refuses) has no place in the dialog: toasted.
      return reportWriteFailure(error, `Saving shares of ${describe(entity)}`, 'Could not save shares', { toastFieldRefusals: true });
    });
    EntityShareActions.update.promise(promise);
  },

  loadUserSharesPaginated(userId: string, request: PaginatedRequest) {
    const url = qualifyApiUrl(paginatedPath(routes.userSharedEntities(userId).url, request));
    // No toast on failure: the table says so itself, with "Try again".
    const promise = fetch<SharedEntitiesResponse>('GET', url, undefined, SHARE_FETCH_OPTIONS).then((response) => ({
      ...toPaginatedList(response.entities.map(normalizeSharedEntity), response),
      granteeCapabilities: response.context?.grantee_capabilities ?? {},
    }));
    EntityShareActions.loadUserSharesPaginated.promise(promise);
  },
}));
