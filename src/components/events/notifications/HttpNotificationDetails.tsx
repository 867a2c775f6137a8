import React from 'react';

import { Fact, Facts } from '@/components/common/Facts';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';

import { httpConfigOf } from './notificationConfigs';

const HttpNotificationDetails = ({ config }: { config: EventNotificationConfig }) => (
  <Facts>
    <Fact label="URL"><code>{httpConfigOf(config).url}</code></Fact>
  </Facts>
);

export default HttpNotificationDetails;
