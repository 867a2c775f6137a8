import React from 'react';

import type { EventTypeFormProps } from '@/plugin-api/PluginExports';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';

import AggregationConditionForm from './AggregationConditionForm';

/** The filter condition: an event for each message matching the query. */
const FilterForm = (props: EventTypeFormProps<EventConditionConfig>) => <AggregationConditionForm {...props} withSeries={false} />;

export default FilterForm;
