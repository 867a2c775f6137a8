// What each type of system notification means, in our words, built from its details. Plain text only:
// details come from the server and are never rendered as HTML.
import Routes from '@/routing/Routes';
import type { SystemNotification } from '@/stores/notifications/SystemNotificationsStore';

export type NotificationText = {
  title: string,
  description: string,
  /** Where the problem is dealt with, as Graylog links its notifications. */
  link?: { to: string, label: string },
};

const INPUTS_LINK = { to: Routes.SYSTEM.INPUTS, label: 'Go to the inputs' };

type Details = { [key: string]: unknown };

/** A detail as text, or `fallback` when the server did not send it. */
const detail = (details: Details, key: string, fallback: string): string => {
  const value = details[key];
  if (value === undefined || value === null || value === '') return fallback;
  return Array.isArray(value) ? value.map(String).join(', ') : String(value);
};

const node = (notification: SystemNotification) => (notification.node_id ? ` (node ${notification.node_id})` : '');

const TEXTS: { [type: string]: (details: Details, notification: SystemNotification) => NotificationText } = {
  input_failed_to_start: (details, notification) => ({
    title: 'An input failed to start',
    description: `Input ${detail(details, 'input_title', detail(details, 'input_id', 'unknown'))} could not start${node(notification)}: `
      + `${detail(details, 'reason', 'no reason given')}. It receives no messages until it is started again, for instance once its port is free.`,
    link: INPUTS_LINK,
  }),
  input_failure_shutdown: (details, notification) => ({
    title: 'An input stopped after failing',
    description: `Input ${detail(details, 'input_title', detail(details, 'input_id', 'unknown'))} shut down${node(notification)}: `
      + `${detail(details, 'reason', 'no reason given')}. It receives no messages until it is started again.`,
    link: INPUTS_LINK,
  }),
  no_input_running: (_details, notification) => ({
    title: 'No input is running',
    description: `No input is receiving messages${node(notification)}. Start an input on the Inputs page so that messages can arrive.`,
    link: INPUTS_LINK,
  }),
  deflector_exists_as_index: (details) => ({
    title: 'The deflector is an index instead of a pointer',
    description: `The name the server writes through (${detail(details, 'deflector', 'the deflector')}) exists as an index of its own, `
      + 'so writes no longer follow rotation. Messages are still stored, but searches and index maintenance may be wrong until this is fixed.',
  }),
  index_ranges_recalculation: (details) => ({
    title: 'Index ranges need to be rebuilt',
    description: `The recorded time ranges of the indices are out of date for ${detail(details, 'index_sets', 'all index sets')}. `
      + 'Searches may miss messages until the index ranges are rebuilt from the Indices page.',
  }),
  es_cluster_red: () => ({
    title: 'The indexer cluster is red',
    description: 'Some indices are not available: messages written to them are not stored and searches over them fail. Check the indexer\'s health and its logs.',
  }),
  es_unavailable: () => ({
    title: 'The indexer is unavailable',
    description: 'The server cannot reach its indexer: messages are not stored and searches fail until it is back. Check its configuration and logs.',
  }),
  es_open_files: (details) => ({
    title: 'The indexer may run out of file handles',
    description: `The indexer on ${detail(details, 'hostname', 'a node')} may open only ${detail(details, 'max_file_descriptors', 'a few')} files. Raise the limit of open files for it.`,
  }),
  journal_utilization_too_high: (_details, notification) => ({
    title: 'The journal is almost full',
    description: `Messages arrive faster than they are processed and the journal is filling up${node(notification)}. Once it is full, the oldest unprocessed messages are dropped.`,
  }),
  journal_uncommitted_messages_deleted: (_details, notification) => ({
    title: 'Unprocessed messages were dropped from the journal',
    description: `The journal reached its limit and dropped messages that were never processed${node(notification)}. Allow it more space or process messages faster.`,
  }),
  output_failing: (details) => ({
    title: 'An output is failing',
    description: `Output "${detail(details, 'outputTitle', detail(details, 'outputId', 'unknown'))}" of stream "${detail(details, 'streamTitle', detail(details, 'streamId', 'unknown'))}" `
      + `cannot deliver messages: ${detail(details, 'errorMessage', 'no reason given')}.`,
  }),
  output_disabled: (details) => ({
    title: 'An output was switched off for a while',
    description: `Output ${detail(details, 'outputId', 'unknown')} of stream "${detail(details, 'streamTitle', detail(details, 'streamId', 'unknown'))}" failed `
      + `${detail(details, 'faultCount', 'too many')} times and is paused for ${detail(details, 'faultPenaltySeconds', 'some')} seconds.`,
  }),
  stream_processing_disabled: (details) => ({
    title: 'A stream was paused because its rules took too long',
    description: `Matching the rules of stream "${detail(details, 'stream_title', detail(details, 'stream_id', 'unknown'))}" took too long `
      + `${detail(details, 'fault_count', 'repeatedly')} times, so the stream was paused to keep processing going. Simplify its rules and resume it.`,
  }),
  check_server_clocks: () => ({
    title: 'Check the clocks of the server nodes',
    description: 'A node looked inactive right after being active, which usually means its clock jumped or differs from another node\'s. Keep the clocks synchronised.',
  }),
  gc_too_long: (details, notification) => ({
    title: 'Garbage collection took too long',
    description: `A garbage collection run took ${detail(details, 'gc_duration_ms', 'more than')} ms, over the threshold of ${detail(details, 'gc_threshold_ms', 'the configured')} ms${node(notification)}. `
      + 'The server may be short of memory.',
  }),
  multi_master: () => ({
    title: 'More than one master node',
    description: 'Several nodes act as master. Exactly one node must be configured as master.',
  }),
  no_master: () => ({
    title: 'No master node',
    description: 'No node acts as master, so cluster-wide tasks such as index rotation do not run. Configure one node as master.',
  }),
  outdated_version: (details) => ({
    title: 'A newer version is available',
    description: `The most recent stable version is ${detail(details, 'current_version', 'newer than this one')}.`,
  }),
  email_transport_configuration_invalid: (details) => ({
    title: 'The e-mail settings are invalid',
    description: `E-mails cannot be sent: ${detail(details, 'exception', 'the e-mail transport is misconfigured')}.`,
  }),
  email_transport_failed: (details) => ({
    title: 'Sending an e-mail failed',
    description: `An e-mail could not be sent: ${detail(details, 'exception', 'no reason given')}.`,
  }),
};

/** Every detail as "key: value", for a type this console has no sentence for. */
const listedDetails = (details: Details): string => Object.entries(details)
  .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
  .join('; ');

/** The notification's title and description. */
export const notificationText = (notification: SystemNotification): NotificationText => {
  const details = notification.details ?? {};
  if (notification.type === 'generic') {
    return { title: detail(details, 'title', 'Notification'), description: detail(details, 'description', '') };
  }
  const text = TEXTS[notification.type];
  if (text) return text(details, notification);
  return { title: `Notification: ${notification.type.replace(/_/g, ' ')}`, description: listedDetails(details) };
};
