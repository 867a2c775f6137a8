import React from 'react';

import PluginErrorBoundary from './PluginErrorBoundary';
import { pluginNameOf } from './PluginStore';

type Entry = { key: string, component: React.ComponentType };

/** Renders plugin-contributed components in order, each isolated in an error boundary naming its plugin. */
const PluginComponentList = ({ entries }: { entries: Array<Entry> }) => (
  <>
    {entries.map((entry) => {
      const Component = entry.component;
      return (
        <PluginErrorBoundary key={entry.key} pluginName={pluginNameOf(entry) ?? entry.key}>
          <Component />
        </PluginErrorBoundary>
      );
    })}
  </>
);

export default PluginComponentList;
