import React, { useEffect, useState } from 'react';
import { Redirect } from 'react-router-dom';

import Spinner from '@/components/common/Spinner';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { GettingStartedActions } from '@/stores/system/GettingStartedStore';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

/** Where the user's own start page setting points, if it names something the console can show. */
export const userStartpagePath = (startpage: CurrentUser['startpage'] | undefined): string | undefined => {
  if (!startpage || !startpage.id) {
    return undefined;
  }
  switch (startpage.type) {
    case 'dashboard':
      return Routes.dashboard(startpage.id);
    case 'stream':
      return Routes.streamSearch(startpage.id);
    case 'search':
      return Routes.searchView(startpage.id);
    default:
      return undefined;
  }
};

type GuideCheck = 'pending' | 'show' | 'skip';

/** The guide is about setting the platform up, so it is for those who may create inputs. */
export const GUIDE_PERMISSION = 'inputs:create';

/**
 * `/`: sends the user on. Their own start page wins; otherwise a new installation shows the getting
 * started guide, to those who can set the platform up, until it is dismissed; otherwise the search.
 */
const StartPage = () => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const ownStartpage = userStartpagePath(currentUser?.startpage);
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
  return <Redirect to={guide === 'show' ? Routes.GETTING_STARTED : Routes.SEARCH} />;
};

export default StartPage;
