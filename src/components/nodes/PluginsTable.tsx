import React from 'react';
import { Table } from 'react-bootstrap';

import ExternalLink from '@/components/common/ExternalLink';
import type { PluginMetaData } from '@/stores/nodes/NodeDetailsStore';

/** The plugins a node has installed, as they describe themselves. */
const PluginsTable = ({ plugins }: { plugins: ReadonlyArray<PluginMetaData> }) => {
  if (plugins.length === 0) return <p className="text-body-secondary mb-0">This node has no plugins installed.</p>;
  return (
    <Table size="sm" responsive className="mb-0">
      <thead>
        <tr><th scope="col">Name</th><th scope="col">Version</th><th scope="col">Author</th><th scope="col">Description</th></tr>
      </thead>
      <tbody>
        {plugins.map((plugin) => (
          <tr key={plugin.unique_id}>
            <td>{/^https?:\/\//i.test(plugin.url) ? <ExternalLink href={plugin.url}>{plugin.name}</ExternalLink> : plugin.name}</td>
            <td>{plugin.version || '–'}</td>
            <td>{plugin.author || '–'}</td>
            <td>{plugin.description}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
};

export default PluginsTable;
