import React, { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';

import { reasonOf } from '@/logic/errors/FetchError';
import { CollectorConfigurationsActions } from '@/stores/sidecars/CollectorConfigurationsStore';
import { SidecarsActions } from '@/stores/sidecars/SidecarsStore';
import type { Sidecar } from '@/stores/sidecars/sidecarTypes';

type Props = {
  /** The saved configuration's id; absent for a new one. */
  configurationId?: string,
  template: string,
  /** The template differs from the saved one, so only the unsaved preview shows what was typed. */
  unsaved: boolean,
};

/**
 * The template rendered: for a chosen sidecar, as that sidecar receives the saved configuration; otherwise (or for
 * unsaved text) with Graylog's example values.
 */
const ConfigurationPreview = ({ configurationId, template, unsaved }: Props) => {
  const [sidecars, setSidecars] = useState<Array<Sidecar>>([]);
  const [sidecarId, setSidecarId] = useState('');
  const [shown, setShown] = useState<{ text?: string, failure?: string, busy: boolean }>({ busy: false });
  // A preview asked for may arrive after the form was left (saved or cancelled): then it has nowhere to go.
  const mounted = useRef(true);
  useEffect(() => {
    let active = true;
    SidecarsActions.listAll().then((list) => { if (active) setSidecars(list); }, () => undefined);
    return () => {
      active = false;
      mounted.current = false;
    };
  }, []);
  const forSidecar = sidecarId !== '' && configurationId !== undefined && !unsaved;
  const render = () => {
    setShown({ busy: true });
    const rendered = forSidecar
      ? CollectorConfigurationsActions.render(sidecarId, configurationId as string)
      : CollectorConfigurationsActions.renderPreview(template);
    rendered.then((text) => {
      if (mounted.current) setShown({ text, busy: false });
    }, (error: unknown) => {
      if (mounted.current) setShown({ failure: reasonOf(error), busy: false });
    });
  };
  return (
    <div>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        {configurationId !== undefined && (
          <select className="form-select form-select-sm w-auto" aria-label="Render for sidecar" value={sidecarId} onChange={(event) => setSidecarId(event.target.value)}>
            <option value="">Example values</option>
            {sidecars.map((sidecar) => <option key={sidecar.node_id} value={sidecar.node_id}>{sidecar.node_name}</option>)}
          </select>
        )}
        <Button size="sm" variant="outline-primary" onClick={render} disabled={shown.busy}>{shown.busy ? 'Rendering…' : 'Preview'}</Button>
      </div>
      {sidecarId !== '' && unsaved && <p className="small text-body-secondary">The template has unsaved changes: the preview uses example values. Save to see it for the sidecar.</p>}
      {shown.failure && <Alert variant="danger" className="py-2">{shown.failure}</Alert>}
      {shown.text !== undefined && <pre className="border rounded p-2 bg-body-tertiary mb-0" data-testid="configuration-preview">{shown.text}</pre>}
    </div>
  );
};

export default ConfigurationPreview;
