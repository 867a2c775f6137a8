import React from 'react';

type Props = {
  href: string,
  children: React.ReactNode,
  className?: string,
};

const PERMITTED_PROTOCOLS = ['http:', 'https:'];

/** `href` when it is an http(s) URL (relative ones resolve against the page), otherwise undefined. */
export const permittedHref = (href: string): string | undefined => {
  try {
    const url = new URL(href, window.location.href);
    return PERMITTED_PROTOCOLS.includes(url.protocol) ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A link that leaves the console, opened in a new tab. Only http and https targets become links, so a
 * configured `javascript:` URL is shown as text instead of being run.
 */
const ExternalLink = ({ href, children, className }: Props) => {
  const target = permittedHref(href);
  if (!target) {
    return <span className={className}>{children}</span>;
  }
  return <a href={target} className={className} target="_blank" rel="noopener noreferrer">{children}</a>;
};

export default ExternalLink;
