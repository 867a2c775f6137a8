import React from 'react';

import type { EventTypeFormProps } from '@/plugin-api/PluginExports';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';

import AggregationConditionForm from './AggregationConditionForm';

/** The aggregation condition: an event for each group whose aggregated values pass the threshold. */
const AggregationForm = (props: EventTypeFormProps<EventConditionConfig>) => <AggregationConditionForm {...props} withSeries />;

export default AggregationForm;
