import React, { useState } from 'react';
import { Button, Card } from 'react-bootstrap';

import type { LookupTable } from '@/stores/lookup-tables/lookupPayloads';
import { LookupTablesActions } from '@/stores/lookup-tables/LookupTablesStore';

/** Forgets what the table's cache holds: everything, or one key. The store's toasts say how it went. */
const PurgeCacheControls = ({ table }: { table: LookupTable }) => {
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const purge = (call: Promise<void>) => {
    setBusy(true);
    call.then(() => setKey(''), () => undefined).finally(() => setBusy(false));
  };
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h5 mb-0">Purge cache</Card.Header>
      <Card.Body>
        <p className="text-body-secondary">The next lookups ask the data adapter again.</p>
        <form className="mb-2" aria-label="Purge one key" onSubmit={(event) => { event.preventDefault(); purge(LookupTablesActions.purgeKey(table, key)); }}>
          <label htmlFor="lookup-purge-key" className="form-label">Key</label>
          <div className="input-group">
            <input id="lookup-purge-key" type="text" className="form-control" value={key} onChange={(event) => setKey(event.target.value)} />
            <Button type="submit" variant="outline-warning" disabled={busy || key === ''}>Purge key</Button>
          </div>
        </form>
        <Button variant="outline-danger" disabled={busy} onClick={() => purge(LookupTablesActions.purgeAll(table))}>Purge all</Button>
      </Card.Body>
    </Card>
  );
};

export default PurgeCacheControls;
