import React from 'react';

import ApiRoutes from '@/routing/ApiRoutes';
import { qualifyApiUrl } from '@/util/URLUtils';

type Props = {
  username: string,
  /** The secret of a token created just now, to fill in the example; a placeholder otherwise. */
  token?: string,
};

/** The API address as a client outside the browser needs it: absolute, even when configured relative. */
export const absoluteApiUrl = (path: string): string => new URL(qualifyApiUrl(path), window.location.href).toString();

/** The example call for a token: the token as user name and the literal password `token`. */
export const curlExample = (username: string, token = '<token>'): string => (
  `curl -u ${token}:token ${absoluteApiUrl(ApiRoutes.UsersApiController.load(username).url)}`
);

/** How scripts use a token: HTTP Basic authentication with `<token>:token`. */
const TokenUsage = ({ username, token }: Props) => (
  <section aria-labelledby="token-usage-title" className="mb-4">
    <h2 className="h5" id="token-usage-title">Using a token</h2>
    <p>
      A token lets scripts and other programs call the API as this user without the password. Send it with HTTP Basic
      authentication: the token as the user name and the word <code>token</code> as the password, for example:
    </p>
    <pre className="console-code-example"><code>{curlExample(username, token)}</code></pre>
  </section>
);

export default TokenUsage;
