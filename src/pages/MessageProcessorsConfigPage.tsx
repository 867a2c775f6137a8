import React, { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';

import ErrorPage from '@/components/common/ErrorPage';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MessageProcessorsConfigForm from '@/components/messageprocessors/MessageProcessorsConfigForm';
import { FetchError, reasonOf } from '@/logic/errors/FetchError';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { MessageProcessorsConfig } from '@/stores/messageprocessors/MessageProcessorsStore';
import { MessageProcessorsActions } from '@/stores/messageprocessors/MessageProcessorsStore';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** A 403 is shown as the missing-permissions page by the fetch layer. */
const isShownAsPage = (error: unknown) => error instanceof FetchError && (error.status === 403 || error.status === 404);

/** `/system/messageprocessors/config`: the order in which processors run on every message, and which are on. */
const MessageProcessorsConfigPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [config, setConfig] = useState<MessageProcessorsConfig | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  useReloadOnReconnect(reload);
  useEffect(() => {
    let current = true;
    setFailure(undefined);
    MessageProcessorsActions.load().then(
      (loaded) => { if (current) setConfig(loaded); },
      (error: unknown) => { if (current && !isShownAsPage(error)) setFailure(reasonOf(error)); },
    );
    return () => { current = false; };
  }, [attempt]);

  if (failure !== undefined) {
    return (
      <ErrorPage title="The message processors configuration could not be loaded" description={failure}>
        <Button variant="primary" onClick={reload}>Try again</Button>
      </ErrorPage>
    );
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
