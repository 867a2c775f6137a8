// Core's event condition and notification types, registered through the same plugin exports a plugin
// uses (`eventDefinitionTypes`, `eventNotificationTypes`). Their forms load with the page that shows them.
import React from 'react';

import type { ConfigFieldErrors, EventDefinitionType, EventNotificationType } from '@/plugin-api/PluginExports';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';

import {
  AGGREGATION_TYPE, aggregationConfigOf, defaultAggregationConfig, defaultFilterConfig, isFilterConfig, validateAggregation,
} from './conditions/aggregationConfig';
import { queryProblem } from './conditions/queryCheck';
import {
  defaultEmailConfig, defaultHttpConfig, defaultLegacyConfig, EMAIL_TYPE, HTTP_TYPE, LEGACY_TYPE, validateEmail, validateHttp, validateLegacy,
} from './notifications/notificationConfigs';

const FilterForm = React.lazy(() => import(/* webpackChunkName: "EventConditionForms" */ './conditions/FilterForm'));
const AggregationForm = React.lazy(() => import(/* webpackChunkName: "EventConditionForms" */ './conditions/AggregationForm'));
const AggregationSummary = React.lazy(() => import(/* webpackChunkName: "EventConditionForms" */ './conditions/AggregationSummary'));
const HttpNotificationForm = React.lazy(() => import(/* webpackChunkName: "EventNotificationForms" */ './notifications/HttpNotificationForm'));
const HttpNotificationDetails = React.lazy(() => import(/* webpackChunkName: "EventNotificationForms" */ './notifications/HttpNotificationDetails'));
const EmailNotificationForm = React.lazy(() => import(/* webpackChunkName: "EventNotificationForms" */ './notifications/EmailNotificationForm'));
const EmailNotificationDetails = React.lazy(() => import(/* webpackChunkName: "EventNotificationForms" */ './notifications/EmailNotificationDetails'));
const LegacyNotificationForm = React.lazy(() => import(/* webpackChunkName: "EventNotificationForms" */ './notifications/LegacyNotificationForm'));
const LegacyNotificationDetails = React.lazy(() => import(/* webpackChunkName: "EventNotificationForms" */ './notifications/LegacyNotificationDetails'));

/** The browser's checks, then whether the query parses (asked of the search, as the search page would run it). */
const checkCondition = (withSeries: boolean) => async (config: EventConditionConfig): Promise<ConfigFieldErrors> => {
  const aggregation = aggregationConfigOf(config);
  const errors = validateAggregation(aggregation, withSeries);
  const problem = await queryProblem(aggregation.query, aggregation.streams);
  return problem ? { ...errors, query: problem } : errors;
};

export const coreEventDefinitionTypes: Array<EventDefinitionType> = [
  {
    key: 'filter',
    type: AGGREGATION_TYPE,
    displayName: 'Filter',
    description: 'An event for each message that matches a query.',
    matches: isFilterConfig,
    defaultConfig: defaultFilterConfig(),
    formComponent: FilterForm,
    summaryComponent: AggregationSummary,
    validate: checkCondition(false),
  },
  {
    key: 'aggregation',
    type: AGGREGATION_TYPE,
    displayName: 'Aggregation',
    description: 'An event when counts or other aggregates of matching messages pass a threshold, per group.',
    matches: (config) => !isFilterConfig(config),
    defaultConfig: defaultAggregationConfig(),
    formComponent: AggregationForm,
    summaryComponent: AggregationSummary,
    validate: checkCondition(true),
  },
];

export const coreEventNotificationTypes: Array<EventNotificationType> = [
  {
    type: HTTP_TYPE,
    displayName: 'HTTP Notification',
    defaultConfig: defaultHttpConfig(),
    formComponent: HttpNotificationForm,
    detailsComponent: HttpNotificationDetails,
    validate: validateHttp,
  },
  {
    type: EMAIL_TYPE,
    displayName: 'Email Notification',
    defaultConfig: defaultEmailConfig(),
    formComponent: EmailNotificationForm,
    detailsComponent: EmailNotificationDetails,
    validate: validateEmail,
  },
  {
    type: LEGACY_TYPE,
    displayName: 'Legacy Alarm Callbacks',
    defaultConfig: defaultLegacyConfig(),
    formComponent: LegacyNotificationForm,
    detailsComponent: LegacyNotificationDetails,
    validate: validateLegacy,
  },
];
