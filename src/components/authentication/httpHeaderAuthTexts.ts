// Words shared by the authenticator's page and its form.
export const HTTP_HEADER_AUTH_TITLE = 'Trusted header authentication';
export const HTTP_HEADER_AUTH_DESCRIPTION = 'Logs a user in by a name a trusted proxy sends in an HTTP header, without asking for a password.';
/** The server believes the header only on loopback connections (server/src/authservices/headerAuth.ts); there is no setting. */
export const HTTP_HEADER_AUTH_TRUSTED_SOURCE = 'Requests are believed only from this machine (a proxy running on the same host).';
export const HTTP_HEADER_AUTH_WARNING = 'Only enable this behind a proxy that sets the header itself and removes it from the requests of clients: '
  + 'whoever can send the header to the server directly, any program on this machine included, logs in as any user.';
export const USERNAME_HEADER_HELP = 'The HTTP header holding the name of the user to log in, e.g. Remote-User. Its name is matched ignoring case.';
