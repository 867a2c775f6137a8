import React, { useState } from 'react';
import { Button, Form } from 'react-bootstrap';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { UrlWhitelist, WhitelistEntry } from '@/stores/events/UrlWhitelistStore';
import { UrlWhitelistActions } from '@/stores/events/UrlWhitelistStore';

import ConfigSection from './ConfigSection';
import type { UrlWhitelistFormValues } from './urlWhitelistForm';
import { entryProblem, newEntry, validateWhitelist, whitelistToSave } from './urlWhitelistForm';

type Props = {
  whitelist: UrlWhitelist,
  mayEdit: boolean,
  onSaved: (whitelist: UrlWhitelist) => void,
};

const ENTRY_COLUMNS: Array<ColumnDefinition<WhitelistEntry>> = [
  { id: 'title', title: 'Title' },
  { id: 'value', title: 'URL or expression', render: (entry) => <code className="text-break">{entry.value}</code> },
  { id: 'type', title: 'Type', render: (entry) => (entry.type === 'regex' ? 'Regex' : 'Exact URL') },
];

const EntryRow = ({ entry, position, showProblem, disabled, onChange, onRemove }: {
  entry: WhitelistEntry, position: number, showProblem: boolean, disabled: boolean,
  onChange: (entry: WhitelistEntry) => void, onRemove: () => void,
}) => {
  const problem = showProblem ? entryProblem(entry) : undefined;
  const name = `Entry ${position}`;
  return (
    <div className="mb-2" data-entry-id={entry.id}>
      <div className="d-flex gap-2 align-items-center">
        <Form.Control size="sm" aria-label={`${name}: title`} placeholder="Title" value={entry.title} disabled={disabled} isInvalid={Boolean(problem)}
                      style={{ width: '14rem' }} onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...entry, title: event.target.value })} />
        <Form.Control size="sm" aria-label={`${name}: ${entry.type === 'regex' ? 'regular expression' : 'URL'}`} value={entry.value} disabled={disabled}
                      isInvalid={Boolean(problem)} placeholder={entry.type === 'regex' ? '^https://hooks\\.example\\.org/.*$' : 'https://hooks.example.org/alert'}
                      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...entry, value: event.target.value })} />
        <Form.Select size="sm" aria-label={`${name}: type`} value={entry.type} disabled={disabled} style={{ width: '8rem' }}
                     onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange({ ...entry, type: event.target.value === 'regex' ? 'regex' : 'literal' })}>
          <option value="literal">Exact URL</option>
          <option value="regex">Regex</option>
        </Form.Select>
        <Button size="sm" variant="outline-danger" aria-label={`Remove ${name}`} disabled={disabled} onClick={onRemove}>Remove</Button>
      </div>
      {problem && <div className="invalid-feedback d-block">{problem}</div>}
    </div>
  );
};

const UrlWhitelistDialog = ({ whitelist, onClose, onSaved }: { whitelist: UrlWhitelist, onClose: () => void, onSaved: Props['onSaved'] }) => {
  const form = useEntityForm<UrlWhitelistFormValues>({
    initialValues: whitelist,
    validate: validateWhitelist,
    onSubmit: (values) => UrlWhitelistActions.update(whitelistToSave(values), { fieldsShown: true }).then(() => whitelistToSave(values)),
    onSuccess: (saved) => { onSaved(saved as UrlWhitelist); onClose(); },
  });
  const id = `${form.formId}-entries`;
  const error = form.errors.entries;
  const help = 'An exact URL allows that URL only; a regular expression allows every URL it matches.';
  const { entries } = form.values;
  const setEntries = (next: Array<WhitelistEntry>) => form.setValue('entries', next);
  return (
    <EntityFormDialog form={form} title="Update URL whitelist configuration" submitLabel="Update configuration" onClose={onClose} size="lg" backdrop="static">
      <FormField form={form} type="checkbox" name="disabled" label="Disable the whitelist: the server may call any URL"
                 help="Only for test systems: notifications and lookup adapters could then reach any address." />
      <FormGroup label="Allowed URLs" htmlFor={id} error={error} help={help}>
        <div id={id} tabIndex={-1} aria-describedby={describedBy(id, { error, help })}>
          {entries.length === 0 && <p className="text-body-secondary small mb-2">No entries: the server may call no URL while the whitelist is on.</p>}
          {entries.map((entry, index) => (
            <EntryRow key={entry.id} entry={entry} position={index + 1} showProblem={form.submitCount > 0} disabled={form.submitting}
                      onChange={(changed) => setEntries(entries.map((other) => (other.id === entry.id ? changed : other)))}
                      onRemove={() => setEntries(entries.filter((other) => other.id !== entry.id))} />
          ))}
          <Button size="sm" variant="outline-secondary" disabled={form.submitting} onClick={() => setEntries([...entries, newEntry()])}>Add URL</Button>
        </div>
      </FormGroup>
    </EntityFormDialog>
  );
};

/** The URL whitelist: the addresses the server may call (HTTP notifications, lookup adapters), and a form to change them. */
const UrlWhitelistSection = ({ whitelist, mayEdit, onSaved }: Props) => {
  const [editing, setEditing] = useState(false);
  return (
    <ConfigSection title="URL whitelist configuration" description="The addresses the server may call: HTTP notifications, alarm callbacks, lookup adapters."
                   onEdit={mayEdit ? () => setEditing(true) : undefined}>
      {whitelist.disabled && <p className="text-danger">The whitelist is disabled: the server may call any URL.</p>}
      {whitelist.entries.length === 0
        ? <p className="text-body-secondary mb-0">No entries.</p>
        : (
          <EntityDataTable rows={whitelist.entries} columns={ENTRY_COLUMNS} getId={(entry) => entry.id} getTitle={(entry) => entry.title}
                           caption="Whitelisted URLs" compact />
        )}
      {editing && <UrlWhitelistDialog whitelist={whitelist} onClose={() => setEditing(false)} onSaved={onSaved} />}
    </ConfigSection>
  );
};

export default UrlWhitelistSection;
