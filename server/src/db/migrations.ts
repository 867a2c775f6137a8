// The ordered list of every schema migration. An area adds its own `<area>/migration.ts`
// exporting a Migration and appends it at the end of this list; ids are unique and stable.
import type { Migration } from './types';
import { coreMigration } from './coreMigration';
import { rolesMigration } from '../roles/migration';
import { usersMigration } from '../users/migration';
import { sessionsMigration } from '../sessions/migration';
import { tokensMigration } from '../tokens/migration';
import { indicesMigration } from '../indices/migration';
import { streamsMigration } from '../streams/migration';
import { grantsMigration } from '../authz/migration';
import { inputsMigration } from '../inputs/migration';
import { extractorsMigration } from '../extractors/migration';
import { grokMigration } from '../grok/migration';
import { messagesMigration } from '../messages/migration';
import { viewsMigration } from '../views/migration';
import { decoratorsMigration } from '../decorators/migration';
import { outputsMigration } from '../outputs/migration';
import { streamRulesMigration } from '../streams/rulesMigration';
import { urlWhitelistMigration } from '../urlwhitelist/migration';
import { alertsMigration } from '../alerts/migration';
import { eventsMigration } from '../events/migration';
import { lookupTablesMigration } from '../lookup/migration';
import { pipelinesMigration } from '../pipelines/migration';
import { notificationsMigration } from '../notifications/migration';
import { indexerMigration } from '../indexer/migration';
import { systemMessagesMigration } from '../systemmessages/migration';
import { authServicesMigration } from '../authservices/migration';
import { contentPacksMigration } from '../contentpacks/migration';
import { sidecarsMigration } from '../sidecars/migration';

export const migrations: readonly Migration[] = [
  coreMigration,
  rolesMigration,
  usersMigration,
  sessionsMigration,
  tokensMigration,
  indicesMigration,
  streamsMigration,
  grantsMigration,
  inputsMigration,
  extractorsMigration,
  grokMigration,
  messagesMigration,
  viewsMigration,
  decoratorsMigration,
  outputsMigration,
  urlWhitelistMigration,
  streamRulesMigration,
  eventsMigration,
  alertsMigration,
  lookupTablesMigration,
  pipelinesMigration,
  notificationsMigration,
  indexerMigration,
  systemMessagesMigration,
  authServicesMigration,
  contentPacksMigration,
  sidecarsMigration,
];
