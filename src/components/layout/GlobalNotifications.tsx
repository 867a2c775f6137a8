import React from 'react';

import PluginComponentList from '@/plugin-api/PluginComponentList';
import usePluginEntities from '@/plugin-api/usePluginEntities';

/** The banners plugins contribute, above every page; each isolated so a broken one cannot take the page down. */
const GlobalNotifications = () => {
  const notifications = usePluginEntities('globalNotifications');
  if (notifications.length === 0) {
    return null;
  }
  return (
    <div className="console-global-notifications">
      <PluginComponentList entries={notifications} />
    </div>
  );
};

export default GlobalNotifications;
