import React from 'react';

import ExternalLink from '@/components/common/ExternalLink';
import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { PluginMetaData } from '@/stores/nodes/NodeDetailsStore';

const COLUMNS: Array<ColumnDefinition<PluginMetaData>> = [
  { id: 'name', title: 'Name', render: (plugin) => (/^https?:\/\//i.test(plugin.url) ? <ExternalLink href={plugin.url}>{plugin.name}</ExternalLink> : plugin.name) },
  { id: 'version', title: 'Version', render: (plugin) => plugin.version || '–' },
  { id: 'author', title: 'Author', render: (plugin) => plugin.author || '–' },
  { id: 'description', title: 'Description' },
];

/** The plugins a node has installed, as they describe themselves. */
const PluginsTable = ({ plugins }: { plugins: ReadonlyArray<PluginMetaData> }) => {
  if (plugins.length === 0) return <p className="text-body-secondary mb-0">This node has no plugins installed.</p>;
  return (
    <EntityDataTable rows={plugins} columns={COLUMNS} getId={(plugin) => plugin.unique_id} getTitle={(plugin) => plugin.name}
                     caption="Installed plugins" compact />
  );
};

export default PluginsTable;
