// Whether a URL is in the URL whitelist, asked once typing pauses, and adding it for users who may change the
// whitelist. Shared by the forms whose server calls out: HTTP notifications and the HTTP lookup data adapters.
import { useEffect, useState } from 'react';

import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { WhitelistEntry } from '@/stores/events/UrlWhitelistStore';
import { UrlWhitelistActions } from '@/stores/events/UrlWhitelistStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

/** How long typing pauses before the URL is checked against the whitelist. */
export const CHECK_DELAY_MS = 400;

export type UrlWhitelistCheck = {
  /** The answer for the URL as it is now; undefined while unknown (not checkable, asking, or the check failed). */
  whitelisted: boolean | undefined,
  /** The user holds urlwhitelist:read and urlwhitelist:write. */
  mayAdd: boolean,
  adding: boolean,
  /** Adds the URL (as a regular expression when it holds the template placeholder), then checks again. */
  add: () => void,
};

const newEntryId = () => `${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;

/**
 * The entry for `url`: a literal one, or, when the URL is a template holding `placeholder` (e.g. `${key}`),
 * the server's regular expression for every URL the template makes, as Graylog's URLWhiteListInput does.
 */
const entryFor = async (url: string, placeholder: string | undefined): Promise<WhitelistEntry> => {
  if (placeholder && url.includes(placeholder)) {
    const regex = await UrlWhitelistActions.generateRegex(url, placeholder);
    return { id: newEntryId(), type: 'regex', value: regex, title: url };
  }
  return { id: newEntryId(), type: 'literal', value: url, title: url };
};

/** Adds `url` to the whitelist (read first, so entries saved meanwhile are kept). */
const addToWhitelist = async (url: string, placeholder: string | undefined) => {
  const entry = await entryFor(url, placeholder);
  const whitelist = await UrlWhitelistActions.get();
  return UrlWhitelistActions.update({ ...whitelist, entries: [...whitelist.entries, entry] });
};

/** `checkable` is false while the URL is empty or malformed: nothing is asked then. */
const useUrlWhitelistCheck = (rawUrl: string, checkable: boolean, placeholder?: string): UrlWhitelistCheck => {
  const url = rawUrl.trim();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const mayAdd = isPermitted(permissions, 'urlwhitelist:write') && isPermitted(permissions, 'urlwhitelist:read');
  const [answer, setAnswer] = useState<{ url: string, whitelisted: boolean } | undefined>();
  const [checkKey, setCheckKey] = useState(0);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!checkable || url === '') {
      setAnswer(undefined);
      return undefined;
    }
    let active = true;
    const timer = setTimeout(() => {
      UrlWhitelistActions.check(url).then((checked) => {
        if (active) setAnswer({ url, whitelisted: checked.is_whitelisted });
      }, () => { if (active) setAnswer(undefined); });
    }, CHECK_DELAY_MS);
    return () => { active = false; clearTimeout(timer); };
  }, [url, checkable, checkKey]);

  const add = () => {
    setAdding(true);
    // A failure was toasted by the store; the notice stays as it was.
    addToWhitelist(url, placeholder).then(() => setCheckKey((key) => key + 1), () => {}).finally(() => setAdding(false));
  };

  return { whitelisted: answer && answer.url === url ? answer.whitelisted : undefined, mayAdd, adding, add };
};

export default useUrlWhitelistCheck;
