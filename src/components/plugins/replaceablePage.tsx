import React from 'react';

import PluginErrorBoundary from '@/plugin-api/PluginErrorBoundary';
import { pluginNameOf } from '@/plugin-api/PluginStore';
import usePluginEntities from '@/plugin-api/usePluginEntities';

/**
 * A core page that a plugin may replace through the `pages` export (`{ [name]: { component } }`); the
 * last registered plugin wins. A replacement renders inside an error boundary naming its plugin.
 */
const replaceablePage = (name: string, CorePage: React.ComponentType): React.ComponentType => {
  const ReplaceablePage = () => {
    const pages = usePluginEntities('pages');
    const contribution = [...pages].reverse().find((entry) => entry[name]?.component);
    if (!contribution) {
      return <CorePage />;
    }
    const Replacement = contribution[name].component;
    return (
      <PluginErrorBoundary pluginName={pluginNameOf(contribution) ?? name}>
        <Replacement />
      </PluginErrorBoundary>
    );
  };
  ReplaceablePage.displayName = `ReplaceablePage(${name})`;
  return ReplaceablePage;
};

export default replaceablePage;
