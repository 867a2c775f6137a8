import React, { useEffect, useState } from 'react';
import { Redirect } from 'react-router-dom';

import { useDocumentTitle } from '@/components/common/DocumentTitle';
import Spinner from '@/components/common/Spinner';
import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { GettingStartedActions } from '@/stores/system/GettingStartedStore';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

/**
 * Where the user's own start page setting points, if it names something the console can show; `paths`
 * chooses prefixed paths (for links, the default) or unprefixed ones (for matching registered routes).
 */
type StartpagePaths = Pick<typeof Routes, 'dashboard' | 'streamSearch' | 'searchView'>;

export const userStartpagePath = (
  startpage: CurrentUser['startpage'] | undefined,
  paths: StartpagePaths = Routes,
): string | undefined => {
  if (!startpage || !startpage.id) {
    return undefined;
  }
  switch (startpage.type) {
    case 'dashboard':
      return paths.dashboard(startpage.id);
    case 'stream':
      return paths.streamSearch(startpage.id);
    case 'search':
      return paths.searchView(startpage.id);
    default:
      return undefined;
  }
};

type GuideCheck = 'pending' | 'show' | 'skip';

/** The guide is about setting the platform up, so it is for those who may create inputs. */
export const GUIDE_PERMISSION = 'inputs:create';

/**
 * `/`: sends the user on, only ever to a page that exists. Their own start page wins; otherwise a new
 * installation shows the getting started guide, to those who can set the platform up, until it is
 * dismissed; otherwise the search, or the system overview while there is no search page.
 */
const StartPage = () => {
  useDocumentTitle('Start page');
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const leadsToPage = useLeadsToPage();
  const ownPath = userStartpagePath(currentUser?.startpage, Routes.unqualified);
  const ownStartpage = ownPath && leadsToPage(ownPath) ? userStartpagePath(currentUser?.startpage) : undefined;
  const mayUseGuide = isPermitted(currentUser?.permissions, GUIDE_PERMISSION);
  const [guide, setGuide] = useState<GuideCheck>(mayUseGuide ? 'pending' : 'skip');

  useEffect(() => {
    if (ownStartpage || !mayUseGuide) {
      return undefined;
    }
    let active = true;
    // Asked every time rather than read from the store, so that a guide dismissed a moment ago is not shown again.
    GettingStartedActions.getStatus()
      .then((status) => {
        if (active) {
          setGuide(status.show ? 'show' : 'skip');
        }
      })
      .catch(() => {
        if (active) {
          setGuide('skip');
        }
      });
    return () => { active = false; };
  }, [ownStartpage, mayUseGuide]);

  if (ownStartpage) {
    return <Redirect to={ownStartpage} />;
  }
  if (guide === 'pending') {
    return <Spinner page />;
  }
  if (guide === 'show') {
    return <Redirect to={Routes.GETTING_STARTED} />;
  }
  return <Redirect to={leadsToPage(Routes.unqualified.SEARCH) ? Routes.SEARCH : Routes.SYSTEM.OVERVIEW} />;
};

export default StartPage;
