import React from 'react';

import { permittedHref } from '@/components/common/ExternalLink';
import type { SsoProvider } from '@/util/AppConfig';

/** The provider's connect URL with this console's client id, or undefined for a URL that is not http(s). */
export const ssoConnectUrl = (provider: SsoProvider): string | undefined => {
  const href = permittedHref(provider.connectUrl);
  if (!href) {
    return undefined;
  }
  const url = new URL(href);
  url.searchParams.set('client_id', provider.clientId);
  return url.toString();
};

type Props = {
  providers: Array<SsoProvider>,
  /** The id of the provider offered first and most prominently. */
  defaultProvider?: string,
};

/** One "Sign in with …" link per configured single sign-on provider. */
const SsoLinks = ({ providers, defaultProvider }: Props) => {
  const ordered = [...providers].sort((a, b) => Number(b.id === defaultProvider) - Number(a.id === defaultProvider));
  return (
    <div className="d-grid gap-2">
      {ordered.map((provider) => {
        const href = ssoConnectUrl(provider);
        if (!href) {
          return null;
        }
        return (
          <a key={provider.id}
             className={`btn ${provider.id === defaultProvider ? 'btn-secondary' : 'btn-outline-secondary'}`}
             href={href}>
            Sign in with {provider.displayName}
          </a>
        );
      })}
    </div>
  );
};

export default SsoLinks;
