import React, { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';

import EntityFormDialog from '@/components/common/form/EntityFormDialog';
import FormField from '@/components/common/form/FormField';
import { useEntityForm } from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import type { IndexSet } from '@/stores/indices/IndexSetsStore';
import { IndexSetsActions } from '@/stores/indices/IndexSetsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream } from '@/stores/streams/streamTypes';

export type StreamFormValues = {
  title: string,
  description: string,
  index_set_id: string,
  remove_matches_from_default_stream: boolean,
};

/** Create a new stream, edit one, or clone one into a new stream with the same rules and outputs. */
export type StreamFormMode = { kind: 'create' } | { kind: 'edit', stream: Stream } | { kind: 'clone', stream: Stream };

type Props = {
  mode: StreamFormMode,
  onClose: () => void,
  /** Called with the saved stream's id (the new one for create and clone). */
  onSaved: (streamId: string) => void,
};

const LABELS = { title: 'Title', index_set_id: 'Index set' };

export const initialStreamValues = (mode: StreamFormMode): StreamFormValues => {
  if (mode.kind === 'create') {
    return { title: '', description: '', index_set_id: '', remove_matches_from_default_stream: false };
  }
  const { stream } = mode;
  return {
    title: mode.kind === 'clone' ? `${stream.title} (copy)` : stream.title,
    description: stream.description ?? '',
    index_set_id: stream.index_set_id,
    remove_matches_from_default_stream: stream.remove_matches_from_default_stream,
  };
};

const TEXTS = {
  create: { title: 'Create stream', submit: 'Create stream' },
  edit: { title: 'Edit stream', submit: 'Save stream' },
  clone: { title: 'Clone stream', submit: 'Clone stream' },
};

const save = (mode: StreamFormMode, values: StreamFormValues): Promise<string> => {
  const request = { ...values, title: values.title.trim(), description: values.description.trim() };
  switch (mode.kind) {
    case 'edit':
      return StreamsActions.update(mode.stream, request).then(() => mode.stream.id);
    case 'clone':
      return StreamsActions.clone(mode.stream, request);
    default:
      return StreamsActions.create(request);
  }
};

/** The stream's title, description, index set and whether its messages leave "All messages". */
const StreamFormDialog = ({ mode, onClose, onSaved }: Props) => {
  const [indexSets, setIndexSets] = useState<Array<IndexSet> | undefined>();
  const [indexSetsFailed, setIndexSetsFailed] = useState(false);
  const form = useEntityForm<StreamFormValues>({
    initialValues: initialStreamValues(mode),
    validate: (values) => requireFields(values, LABELS),
    onSubmit: (values) => save(mode, values),
    onSuccess: (streamId) => onSaved(String(streamId)),
  });
  const { setValue } = form;
  const chosenIndexSet = form.values.index_set_id;

  useEffect(() => {
    let current = true;
    IndexSetsActions.list().then((sets) => {
      if (!current) return;
      setIndexSets(sets);
      // A new stream writes to the default index set unless told otherwise.
      const preselected = sets.find((set) => set.default) ?? sets[0];
      if (chosenIndexSet === '' && preselected) {
        setValue('index_set_id', preselected.id);
      }
    }, () => { if (current) setIndexSetsFailed(true); });
    return () => { current = false; };
    // Loaded once per dialog; the chosen set is read only to keep an existing choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Messages are written to the set, so only writable message sets can be chosen: the events sets hold events, and
  // the server refuses them for a stream ("Assigned index set is not usable"). A stream keeps the one it has.
  const options = (indexSets ?? [])
    .filter((set) => (set.writable && set.index_template_type !== 'events') || set.id === chosenIndexSet)
    .map((set) => ({ value: set.id, label: `${set.title}${set.default ? ' (default)' : ''}` }));
  const texts = TEXTS[mode.kind];
  const chosen = indexSets?.find((set) => set.id === chosenIndexSet);

  return (
    <EntityFormDialog form={form} title={texts.title} submitLabel={texts.submit} onClose={onClose}>
      <FormField form={form} name="title" label="Title" required placeholder="A descriptive name of the stream" />
      <FormField form={form} name="description" label="Description" />
      {indexSetsFailed && <Alert variant="warning">The index sets could not be loaded, so the stream&apos;s index set cannot be chosen.</Alert>}
      <FormField form={form} type="select" name="index_set_id" label="Index set" required options={options}
                 placeholder={indexSets ? 'Choose an index set' : 'Loading index sets…'}
                 help={chosen
                   ? <>Messages that match this stream are written to the indices of <b>{chosen.title}</b>, prefix <code>{chosen.index_prefix}</code>.</>
                   : 'Messages that match this stream are written to the index set.'} />
      <FormField form={form} type="checkbox" name="remove_matches_from_default_stream"
                 label={'Remove matches from "All messages" stream'}
                 help={'Messages routed into this stream are no longer stored in the "All messages" stream.'} />
    </EntityFormDialog>
  );
};

export default StreamFormDialog;
