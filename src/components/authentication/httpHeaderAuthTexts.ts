// Words shared by the authenticator's page and its form.
export const HTTP_HEADER_AUTH_TITLE = 'Trusted header authentication';
export const HTTP_HEADER_AUTH_DESCRIPTION = 'Logs a user in by a name a trusted proxy sends in an HTTP header, without asking for a password.';
export const HTTP_HEADER_AUTH_WARNING = 'Only enable this behind a proxy that sets the header itself and removes it from the requests of clients '
  + '(Graylog accepts it only from its trusted_proxies): whoever can send the header directly logs in as any user.';
export const USERNAME_HEADER_HELP = 'The HTTP header holding the name of the user to log in, e.g. Remote-User. Its name is matched ignoring case.';
