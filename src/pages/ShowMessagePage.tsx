import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import useUserTimezone from '@/components/common/useUserTimezone';
import CopyIdButton from '@/components/messages/CopyIdButton';
import MessageFieldList from '@/components/messages/MessageFieldList';
import type { ReceivingInput, SummaryLinks } from '@/components/messages/MessageSummary';
import MessageSummary from '@/components/messages/MessageSummary';
import SurroundingSearchButton from '@/components/messages/SurroundingSearchButton';
import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import SimulateMessageLink from '@/components/simulator/SimulateMessageLink';
import { isPageError, reasonOf } from '@/logic/errors/FetchError';
import { isPermitted } from '@/logic/permissions';
import Routes, { queryString } from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { InputsActions } from '@/stores/inputs/InputsStore';
import type { Message } from '@/stores/messages/MessagesStore';
import { MessagesActions } from '@/stores/messages/MessagesStore';
import { SystemActions, SystemStore } from '@/stores/system/SystemStore';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

type Loaded = { state: 'loading' } | { state: 'loaded', message: Message } | { state: 'failed', error: unknown };

/** 403 and 404 are shown as the missing-permissions and not-found pages by the router. */

/** The input that received the message, loaded once per input; only asked for when the user may read it. */
const useReceivingInput = (inputId: string | undefined, mayRead: boolean): ReceivingInput => {
  const [receivingInput, setReceivingInput] = useState<ReceivingInput>({ state: 'loading' });
  useEffect(() => {
    if (!inputId || !mayRead) {
      setReceivingInput({ state: 'unknown' });
      return undefined;
    }
    let current = true;
    setReceivingInput({ state: 'loading' });
    InputsActions.get(inputId, { reportPageErrors: false }).then(
      (input) => { if (current) setReceivingInput({ state: 'loaded', input }); },
      () => { if (current) setReceivingInput({ state: 'unknown' }); },
    );
    return () => { current = false; };
  }, [inputId, mayRead]);
  return receivingInput;
};

/** This node's id and host name, to name the receiving node; asked quietly, as a nicety. */
const useLocalNode = () => {
  const system = useStore(SystemStore, (state) => state.system);
  const known = system !== undefined;
  useEffect(() => {
    if (!known) SystemActions.refresh().catch(() => {});
  }, [known]);
  return system ? { nodeId: system.node_id, hostname: system.hostname } : undefined;
};

/** `/messages/{index}/{id}`: one stored message, how it arrived and all its fields. */
const ShowMessagePage = () => {
  const { index, messageId } = useParams<{ index: string, messageId: string }>();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const permissions = currentUser?.permissions;
  const timezone = useUserTimezone();
  const leadsToPage = useLeadsToPage();
  const localNode = useLocalNode();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const latest = useRef(0);

  const load = useCallback(() => {
    latest.current += 1;
    const ticket = latest.current;
    MessagesActions.loadMessage(index, messageId).then(
      (message) => { if (ticket === latest.current) setLoaded({ state: 'loaded', message }); },
      (error: unknown) => { if (ticket === latest.current) setLoaded({ state: 'failed', error }); },
    );
  }, [index, messageId]);
  useEffect(() => {
    setLoaded({ state: 'loading' });
    load();
    return () => { latest.current += 1; };
  }, [load]);
  useReloadOnReconnect(load);

  const message = loaded.state === 'loaded' ? loaded.message : undefined;
  const inputId = message?.source_input_id;
  const nodeId = message?.source_node_id;
  const receivingInput = useReceivingInput(inputId, inputId !== undefined && isPermitted(permissions, `inputs:read:${inputId}`));

  if (loaded.state === 'failed') {
    if (isPageError(loaded.error)) {
      return null;
    }
    return (
      <>
        <PageHeader title="Message" documentTitle={`Message ${messageId}`} />
        <Alert variant="danger">
          <p className="mb-2">Could not load message <span className="font-monospace">{messageId}</span> from index {index}: {reasonOf(loaded.error)}</p>
          <Button variant="outline-danger" size="sm" onClick={() => { setLoaded({ state: 'loading' }); load(); }}>Try again</Button>
        </Alert>
      </>
    );
  }
  if (!message) {
    return <Spinner page text="Loading message…" />;
  }

  const mayEditInput = inputId !== undefined && isPermitted(permissions, `inputs:edit:${inputId}`);
  const canExtract = mayEditInput && nodeId !== undefined && message.index !== null
    && leadsToPage(Routes.unqualified.SYSTEM.EXTRACTORS.create(inputId, nodeId));
  const extractorLink = canExtract
    ? (field: string) => `${Routes.SYSTEM.EXTRACTORS.create(inputId, nodeId)}${queryString({ field, example_index: message.index, example_id: message.id })}`
    : undefined;
  const links: SummaryLinks = {
    inputs: leadsToPage(Routes.unqualified.SYSTEM.INPUTS) ? Routes.SYSTEM.INPUTS : undefined,
    extractors: mayEditInput && nodeId !== undefined && leadsToPage(Routes.unqualified.SYSTEM.EXTRACTORS.list(inputId, nodeId))
      ? Routes.SYSTEM.EXTRACTORS.list(inputId, nodeId)
      : undefined,
    node: nodeId !== undefined && leadsToPage(Routes.unqualified.SYSTEM.NODES.show(nodeId)) ? Routes.SYSTEM.NODES.show(nodeId) : undefined,
    stream: (streamId) => (leadsToPage(Routes.unqualified.streamSearch(streamId)) ? Routes.streamSearch(streamId) : undefined),
  };

  return (
    <>
      <PageHeader
        title={<span className="text-break">Message <span className="font-monospace">{message.id}</span></span>}
        documentTitle={`Message ${message.id} on ${message.index ?? index}`}
        description={<>In index <span className="font-monospace">{message.index ?? index}</span></>}
        actions={(
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <SurroundingSearchButton message={message} />
            <SimulateMessageLink index={message.index ?? index} messageId={message.id} />
            <CopyIdButton id={message.id} />
          </div>
        )} />
      <SectionCard title="How it arrived">
        <MessageSummary message={message} receivingInput={receivingInput} localNode={localNode}
                        timezone={timezone} links={links} />
      </SectionCard>
      <SectionCard title="Fields">
        <MessageFieldList fields={message.fields} extractorLink={extractorLink} />
      </SectionCard>
    </>
  );
};

export default ShowMessagePage;
