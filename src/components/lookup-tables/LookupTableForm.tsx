// A lookup table's form: its names, the data adapter and cache it joins, and what it answers when the
// adapter knows nothing. Checked by the server's validate call as the user types.
import React from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import Routes from '@/routing/Routes';
import type { LookupTable } from '@/stores/lookup-tables/lookupPayloads';
import { LookupTablesActions } from '@/stores/lookup-tables/LookupTablesStore';

import type { LookupTableFormValues } from './lookupTableFormValues';
import {
  DEFAULT_VALUE_TYPE_OPTIONS, emptyLookupTableFormValues, lookupTableFormValuesOf, lookupTableRequestOf, MULTI_VALUE_TYPE_OPTIONS, validateLookupTable,
} from './lookupTableFormValues';
import { lookupTypeName } from './lookupTypeForms';
import type { LookupChoices } from './useLookupChoices';
import UnplacedServerReasons from '@/components/common/form/UnplacedServerReasons';
import useNameFromTitle from './useNameFromTitle';
import { useServerValidation, withServerReasons } from '@/components/common/form/serverValidation';

type Props = {
  /** The saved table when editing. */
  table?: LookupTable,
  choices: LookupChoices,
  onSaved: (saved: LookupTable) => void,
  cancelTo: string,
};

const FIELDS = Object.keys(emptyLookupTableFormValues());

const LookupTableForm = ({ table, choices, onSaved, cancelTo }: Props) => {
  const creating = table === undefined;
  const form = useEntityForm<LookupTableFormValues>({
    initialValues: table ? lookupTableFormValuesOf(table) : emptyLookupTableFormValues(),
    validate: validateLookupTable,
    onSubmit: (values) => (table ? LookupTablesActions.update({ ...lookupTableRequestOf(values, table), id: table.id }) : LookupTablesActions.create(lookupTableRequestOf(values))),
    onSuccess: (saved) => onSaved(saved as LookupTable),
  });
  useNameFromTitle(form, creating);
  const request = { ...lookupTableRequestOf(form.values, table), ...(table ? { id: table.id } : {}) };
  const reasons = useServerValidation(request, LookupTablesActions.validate, !creating || form.dirty);
  const shown = withServerReasons(form, reasons);
  const { caches, dataAdapters } = choices;

  if (choices.failed) {
    return (
      <Alert variant="danger">
        <p className="mb-2">The caches and data adapters could not be loaded, so a table cannot be {creating ? 'created' : 'edited'} now.</p>
        <Button variant="outline-danger" size="sm" onClick={choices.retry}>Try again</Button>
      </Alert>
    );
  }
  if (!caches || !dataAdapters) return <Spinner text="Loading caches and data adapters…" />;

  return (
    <EntityForm form={shown} submitLabel={creating ? 'Create lookup table' : 'Update lookup table'} cancelTo={cancelTo} className="col-xl-9">
      <Card className="mb-3">
        <Card.Body>
          <FormField form={shown} name="title" label="Title" required help="A short title for this lookup table." />
          <FormField form={shown} name="description" label="Description" help="What this lookup table is for." />
          <FormField form={shown} name="name" label="Name" required
                     help="The name rules, extractors and converters use to refer to this table. Must be unique; letters, digits, - and _." />
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header as="h2" className="h5 mb-0">Data adapter and cache</Card.Header>
        <Card.Body>
          <FormField form={shown} name="data_adapter_id" type="select" label="Data adapter" required placeholder="Select a data adapter"
                     options={dataAdapters.map((adapter) => ({ value: adapter.id, label: `${adapter.title} (${lookupTypeName('adapter', adapter.config.type)})` }))}
                     help={dataAdapters.length === 0
                       ? <>No data adapter exists yet: <Link to={Routes.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS.CREATE}>create one</Link> first.</>
                       : 'Where the table\'s values come from.'} />
          <FormField form={shown} name="cache_id" type="select" label="Cache" required placeholder="Select a cache"
                     options={caches.map((cache) => ({ value: cache.id, label: `${cache.title} (${lookupTypeName('cache', cache.config.type)})` }))}
                     help={caches.length === 0
                       ? <>No cache exists yet: <Link to={Routes.SYSTEM.LOOKUPTABLES.CACHES.CREATE}>create one</Link> first.</>
                       : 'What the table keeps of the adapter\'s answers.'} />
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header as="h2" className="h5 mb-0">Default values</Card.Header>
        <Card.Body>
          <p className="text-body-secondary">Answered when the data adapter has no value for a key.</p>
          <div className="row">
            <div className="col-md-8"><FormField form={shown} name="default_single_value" label="Default single value" help="The value a lookup answers, e.g. unknown." /></div>
            <div className="col-md-4"><FormField form={shown} name="default_single_value_type" type="select" label="Type" options={DEFAULT_VALUE_TYPE_OPTIONS} /></div>
          </div>
          <div className="row">
            <div className="col-md-8">
              <FormField form={shown} name="default_multi_value" label="Default multi value" help={'The map a lookup answers, as JSON, e.g. {"country": "unknown"}.'} />
            </div>
            <div className="col-md-4"><FormField form={shown} name="default_multi_value_type" type="select" label="Type" options={MULTI_VALUE_TYPE_OPTIONS} /></div>
          </div>
        </Card.Body>
      </Card>
      <UnplacedServerReasons reasons={reasons} fieldNames={FIELDS} />
    </EntityForm>
  );
};

export default LookupTableForm;
