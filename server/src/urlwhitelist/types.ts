/** Graylog's URL whitelist, stored as one setting (Graylog keeps it in its cluster configuration). */
export interface WhitelistEntry {
  id: string;
  type: 'literal' | 'regex';
  value: string;
  title: string;
}

export interface UrlWhitelist {
  entries: WhitelistEntry[];
  disabled: boolean;
}
