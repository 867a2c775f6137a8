// Every entity type a content pack can hold, one facade each. The pack service finds a type's facade
// here by its name; the catalog lists the types in this order.
import type { EntityFacade } from '../types';
import { dashboardFacade } from './dashboard';
import { eventDefinitionFacade } from './eventDefinition';
import { grokPatternFacade } from './grokPattern';
import { inputFacade } from './input';
import { lookupAdapterFacade, lookupCacheFacade, lookupTableFacade } from './lookup';
import { notificationFacade } from './notification';
import { outputFacade } from './output';
import { pipelineFacade } from './pipeline';
import { pipelineRuleFacade } from './pipelineRule';
import { sidecarCollectorFacade, sidecarConfigurationFacade } from './sidecar';
import { streamFacade } from './stream';

export const FACADES: readonly EntityFacade[] = [
  streamFacade,
  grokPatternFacade,
  inputFacade,
  outputFacade,
  pipelineFacade,
  pipelineRuleFacade,
  lookupTableFacade,
  lookupCacheFacade,
  lookupAdapterFacade,
  notificationFacade,
  eventDefinitionFacade,
  dashboardFacade,
  sidecarCollectorFacade,
  sidecarConfigurationFacade,
];

const BY_NAME = new Map(FACADES.map((facade) => [facade.type.name, facade]));

export function facadeFor(typeName: string): EntityFacade | undefined {
  return BY_NAME.get(typeName);
}
