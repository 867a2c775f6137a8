// A page that reads core stores through the plugin API: who is logged in, which node answers, and which
// plugins are registered.
import React, { useEffect } from 'react';
import { Table } from 'react-bootstrap';

import {
  CurrentUserStore,
  PageHeader,
  PluginStore,
  SystemActions,
  SystemStore,
  Timestamp,
  useStore,
} from '@/plugin-api';

const NOT_KNOWN = 'not known';

const CurrentUserSection = () => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  return (
    <section className="example-current-user">
      <h2>Logged in as</h2>
      {currentUser ? (
        <dl>
          <dt>Username</dt>
          <dd>{currentUser.username}</dd>
          <dt>Full name</dt>
          <dd>{currentUser.full_name || NOT_KNOWN}</dd>
          <dt>Roles</dt>
          <dd>{currentUser.roles.length > 0 ? currentUser.roles.join(', ') : 'none'}</dd>
        </dl>
      ) : <p>Nobody is logged in.</p>}
    </section>
  );
};

const NodeSection = () => {
  const system = useStore(SystemStore, (state) => state.system);

  useEffect(() => {
    if (!SystemStore.getInitialState().system) {
      // The store tells the user about a failure itself; the page just shows what it has.
      SystemActions.info().catch(() => undefined);
    }
  }, []);

  return (
    <section className="example-node">
      <h2>Connected node</h2>
      {system ? (
        <dl>
          <dt>Node id</dt>
          <dd>{system.node_id}</dd>
          <dt>Version</dt>
          <dd>{system.version}</dd>
          <dt>Hostname</dt>
          <dd>{system.hostname}</dd>
          <dt>Started</dt>
          <dd><Timestamp dateTime={system.started_at} /></dd>
        </dl>
      ) : <p>Loading node information...</p>}
    </section>
  );
};

const PluginsSection = () => {
  const plugins = useStore(PluginStore, (state) => state.plugins);
  return (
    <section className="example-plugins">
      <h2>Registered plugins</h2>
      <Table striped size="sm">
        <thead>
          <tr>
            <th>Name</th>
            <th>Version</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {plugins.map(({ metadata }) => (
            <tr key={metadata.name}>
              <td>{metadata.name}</td>
              <td>{metadata.version ?? ''}</td>
              <td>{metadata.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
};

const ExamplePage = () => (
  <div className="example-page">
    <PageHeader title="Plugin example" subtitle="A page contributed by the example plugin bundle, loaded at runtime.">
      Everything below is read from the console's own stores through the plugin API.
    </PageHeader>
    <CurrentUserSection />
    <NodeSection />
    <PluginsSection />
  </div>
);

export default ExamplePage;
