import React, { useState } from 'react';

import PageHeader from '@/components/common/PageHeader';
import LaunchOutputControl from '@/components/outputs/LaunchOutputControl';
import type { StreamsByOutput } from '@/components/outputs/outputColumns';
import { streamsByOutputOf } from '@/components/outputs/outputColumns';
import OutputsTable from '@/components/outputs/OutputsTable';
import useOutputTypes from '@/components/outputs/useOutputTypes';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import { OutputsActions } from '@/stores/outputs/OutputsStore';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const listOutputs = () => OutputsActions.list();

/** The streams using each output; without them (the streams could not be loaded) the column says nothing false. */
const loadStreamsByOutput = (): Promise<StreamsByOutput | undefined> => StreamsActions.listAll().then(streamsByOutputOf, () => undefined);

/**
 * `/system/outputs`: every output, the streams (the user may read) that forward to it, and launching,
 * editing and deleting outputs. Attaching an output to a stream is done on that stream's outputs page.
 */
const OutputsPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const outputTypes = useOutputTypes();
  const [reloadKey, setReloadKey] = useState(0);

  return (
    <>
      <PageHeader
        title="Outputs"
        description="Outputs forward the messages of the streams they are attached to, for example to another GELF receiver."
        documentationLink={{ title: 'Outputs', path: `${DocsHelper.PAGES.STREAMS}#outputs` }}
        actions={isPermitted(permissions, 'outputs:create') && (
          <LaunchOutputControl types={outputTypes.types} typesFailed={outputTypes.failed} onLaunched={() => setReloadKey((key) => key + 1)} />
        )}>
        An output launched here forwards nothing until it is attached to a stream on that stream&apos;s outputs page.
        Deleting an output removes it from every stream.
      </PageHeader>
      <OutputsTable id="outputs" outputTypes={outputTypes} loadOutputs={listOutputs} loadStreamsByOutput={loadStreamsByOutput}
                    reloadKey={reloadKey} emptyState={<p className="mb-0">No outputs yet: messages stay in this server&apos;s streams only.</p>} />
    </>
  );
};

export default OutputsPage;
