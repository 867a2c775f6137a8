import React from 'react';

import PluginErrorBoundary from '@/plugin-api/PluginErrorBoundary';
import { pluginNameOf } from '@/plugin-api/PluginStore';
import usePluginEntities from '@/plugin-api/usePluginEntities';

/** The banners plugins contribute, above every page; each isolated so a broken one cannot take the page down. */
const GlobalNotifications = () => {
  const notifications = usePluginEntities('globalNotifications');
  if (notifications.length === 0) {
    return null;
  }
  return (
    <div className="console-global-notifications">
      {notifications.map((notification) => {
        const Notification = notification.component;
        return (
          <PluginErrorBoundary key={notification.key} pluginName={pluginNameOf(notification) ?? notification.key}>
            <Notification />
          </PluginErrorBoundary>
        );
      })}
    </div>
  );
};

export default GlobalNotifications;
