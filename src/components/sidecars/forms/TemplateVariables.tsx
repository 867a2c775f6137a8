import React, { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';

import { ConfigurationVariablesActions } from '@/stores/sidecars/ConfigurationVariablesStore';
import type { ConfigurationVariable } from '@/stores/sidecars/sidecarTypes';

/** What Graylog fills in for each sidecar (its runtime variables). */
const SIDECAR_VARIABLES = [
  { name: 'operatingSystem', description: 'Name of the operating system the sidecar is running on, e.g. "Linux", "Windows".' },
  { name: 'nodeName', description: 'The name of the sidecar, defaults to hostname if not set.' },
  { name: 'nodeId', description: 'UUID of the sidecar.' },
  { name: 'sidecarVersion', description: 'Version string of the running sidecar.' },
];

type Props = { onInsert: (text: string) => void, disabled?: boolean };

/** The variables a template may use, ${sidecar.*} and the user's ${user.*}, each with a button that inserts it. */
const TemplateVariables = ({ onInsert, disabled = false }: Props) => {
  const [variables, setVariables] = useState<{ list?: Array<ConfigurationVariable>, failed?: boolean }>({});
  useEffect(() => {
    let active = true;
    ConfigurationVariablesActions.all().then((list) => { if (active) setVariables({ list }); }, () => { if (active) setVariables({ failed: true }); });
    return () => { active = false; };
  }, []);
  const row = (reference: string, description: React.ReactNode) => (
    <li key={reference} className="d-flex align-items-start gap-2 mb-1">
      <Button size="sm" variant="outline-secondary" className="py-0" disabled={disabled} onClick={() => onInsert(reference)} aria-label={`Insert ${reference}`}>Insert</Button>
      <span><code>{reference}</code> <span className="text-body-secondary small">{description}</span></span>
    </li>
  );
  return (
    <div className="small">
      <h3 className="h6">Runtime variables</h3>
      <p className="text-body-secondary mb-1">Filled with each sidecar&apos;s own values.</p>
      <ul className="list-unstyled">{SIDECAR_VARIABLES.map((variable) => row(`\${sidecar.${variable.name}}`, variable.description))}</ul>
      <h3 className="h6">Variables</h3>
      <p className="text-body-secondary mb-1">
        Text shared across configurations. To write a literal <code>{'${foo}'}</code>, write <code>{'${\'$\'}{foo}'}</code>.
      </p>
      {variables.failed && <p className="text-danger">The variables could not be loaded.</p>}
      {variables.list && variables.list.length === 0 && <p className="text-body-secondary">No variables yet.</p>}
      {variables.list && variables.list.length > 0 && (
        <ul className="list-unstyled mb-0">{variables.list.map((variable) => row(`\${user.${variable.name}}`, variable.description ?? ''))}</ul>
      )}
    </div>
  );
};

export default TemplateVariables;
