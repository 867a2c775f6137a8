// Graylog's defaults for a new e-mail event notification, in its template language: the console fills a new form
// with them and the server uses them for a notification saved without a subject or body. One module for both, as
// logic/permissions.ts is, so the two can never drift apart.
export const DEFAULT_EMAIL_SUBJECT = 'Graylog event notification: ${event_definition_title}';
export const DEFAULT_EMAIL_BODY = [
  '--- [Event Definition] ---------------------------',
  'Title:       ${event_definition_title}',
  'Description: ${event_definition_description}',
  'Type:        ${event_definition_type}',
  '--- [Event] --------------------------------------',
  'Timestamp:            ${event.timestamp}',
  'Message:              ${event.message}',
  'Source:               ${event.source}',
  'Key:                  ${event.key}',
  'Priority:             ${event.priority}',
  'Alert:                ${event.alert}',
  'Timestamp Processing: ${event.timestamp}',
  'Timerange Start:      ${event.timerange_start}',
  'Timerange End:        ${event.timerange_end}',
  'Source Streams:       ${event.source_streams}',
  'Fields:',
  '${foreach event.fields field}  ${field.key}: ${field.value}',
  '${end}',
  '${if backlog}',
  '--- [Backlog] ------------------------------------',
  'Last messages accounting for this alert:',
  '${foreach backlog message}',
  '${message}\n',
  '${end}',
  '${end}',
  '',
].join('\n');
