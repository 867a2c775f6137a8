import React from 'react';

import Navigation from '@/components/navigation/Navigation';

import GlobalNotifications from './GlobalNotifications';

type Props = {
  /** `false` for full-screen pages: no navigation bar and no banners. */
  withNavigation?: boolean,
  children: React.ReactNode,
};

/** The frame of every logged-in page: navigation bar, plugin banners, then the page. */
const AppLayout = ({ withNavigation = true, children }: Props) => {
  if (!withNavigation) {
    return <main className="console-fullscreen">{children}</main>;
  }
  return (
    <div className="console-app">
      <Navigation />
      <main className="console-main container-fluid">
        <GlobalNotifications />
        {children}
      </main>
    </div>
  );
};

export default AppLayout;
