import React from 'react';

import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import MessageProcessorsConfigForm from '@/components/messageprocessors/MessageProcessorsConfigForm';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import { MessageProcessorsActions } from '@/stores/messageprocessors/MessageProcessorsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const loadConfig = () => MessageProcessorsActions.load();

/** `/system/messageprocessors/config`: the order in which processors run on every message, and which are on. */
const MessageProcessorsConfigPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: config, reason: failure, reload, set: setConfig } = useLoaded(loadConfig);

  if (failure !== undefined) {
    return <LoadFailure what="message processors configuration" reason={failure} onRetry={reload} />;
  }

  return (
    <>
      <PageHeader
        title="Message Processors Configuration"
        description="The following message processors are executed in order. Disabled processors will be skipped."
        documentationLink={{ title: 'Pipelines and processing order', path: `${DocsHelper.PAGES.PIPELINES}#the-message-processor-chain` }}>
        Run the pipelines after the filter chain when their rules use fields set by extractors, or should run on the streams messages are
        routed into; before it, they see messages as they arrived, in the default stream only. Changes apply to the next message.
      </PageHeader>
      {config
        // The key starts the form over from what the server answered, after each save and reload.
        ? <MessageProcessorsConfigForm key={JSON.stringify(config)} config={config} mayEdit={isPermitted(permissions, 'clusterconfigentry:edit')} onSaved={setConfig} />
        : <Spinner text="Loading the message processors…" />}
    </>
  );
};

export default MessageProcessorsConfigPage;
