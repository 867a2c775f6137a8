import React from 'react';

import TimeRangePicker from '@/components/search/TimeRangePicker';
import type { TimeRange } from '@/stores/search/searchTypes';

type Props = {
  value: TimeRange,
  onChange: (timerange: TimeRange) => void,
  timezone: string,
  /** Prefix for the picker's control ids, unique on the page. */
  id: string,
};

/**
 * The widget's time range in its dialog: the search page's picker (relative presets, absolute times in the
 * user's time zone, keywords checked by the server).
 */
const WidgetTimeRangeField = ({ value, onChange, timezone, id }: Props) => (
  <div className="mb-3 console-form-group">
    <div className="form-label" id={`${id}-label`}>Time range</div>
    <TimeRangePicker value={value} onChange={onChange} timezone={timezone} id={id} />
    <div className="form-text">
      Relative to now, between two times in your time zone ({timezone}), or a keyword such as &quot;yesterday&quot;.
    </div>
  </div>
);

export default WidgetTimeRangeField;
