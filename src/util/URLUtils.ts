import AppConfig from './AppConfig';

/** The absolute or page-relative URL of an API path such as '/system/sessions'. */
export const qualifyApiUrl = (path: string): string => {
  const root = AppConfig.gl2ServerUrl().replace(/\/+$/, '');
  const relative = path.startsWith('/') ? path : `/${path}`;
  return `${root}${relative}`;
};

export default { qualifyApiUrl };
