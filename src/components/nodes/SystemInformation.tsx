import React from 'react';

import Timestamp from '@/components/common/Timestamp';
import type { JvmInformation } from '@/stores/nodes/ClusterOverviewStore';
import type { Node } from '@/stores/nodes/NodesStore';
import type { SystemOverview } from '@/stores/system/SystemStore';
import { relativeDifference } from '@/util/DateTime';

type Props = { node: Node, overview: SystemOverview, jvm: JvmInformation | undefined };

/** Who and what the node is: its host, version, runtime, start and address. */
const SystemInformation = ({ node, overview, jvm }: Props) => (
  <dl className="console-node-facts mb-0">
    <dt>Hostname</dt><dd>{overview.hostname}</dd>
    <dt>Node id</dt><dd><code>{node.node_id}</code></dd>
    <dt>Cluster id</dt><dd><code>{overview.cluster_id.toUpperCase()}</code></dd>
    <dt>Version</dt><dd>{overview.version}, codename {overview.codename}</dd>
    <dt>Runtime</dt><dd>{jvm ? `${jvm.info}, PID ${jvm.pid}` : '–'}</dd>
    <dt>Operating system</dt><dd>{overview.operating_system}</dd>
    <dt>Time zone</dt><dd>{overview.timezone}</dd>
    <dt>Started</dt><dd><Timestamp dateTime={overview.started_at} /> ({relativeDifference(overview.started_at)})</dd>
    <dt>REST API</dt><dd><code>{node.transport_address}</code></dd>
    <dt>Last seen</dt><dd><Timestamp dateTime={node.last_seen} /></dd>
  </dl>
);

export default SystemInformation;
