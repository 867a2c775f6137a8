// Graylog words some refusals of the legacy alerting calls in the server's own reason ("URL is not whitelisted",
// "Stream has no alarm callbacks") instead of the HTTP status text, because that reason is what the operator
// has to fix. The copy keeps status and body, so a form still places a refusal that names its fields.
import { FetchError } from '@/logic/errors/FetchError';

/** `error` with the server's message as its message, when the server sent one (and `status` matches, if given). */
const withServerMessage = (error: unknown, status?: number): unknown => {
  if (!(error instanceof FetchError) || error.serverMessage === undefined || (status !== undefined && error.status !== status)) {
    return error;
  }
  const reworded = new FetchError('', error.status, error.body);
  reworded.message = error.serverMessage;
  return reworded;
};

export default withServerMessage;
