import React from 'react';

import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';

import { Fact, Facts } from '../Facts';

import { httpConfigOf } from './notificationConfigs';

const HttpNotificationDetails = ({ config }: { config: EventNotificationConfig }) => (
  <Facts>
    <Fact label="URL"><code>{httpConfigOf(config).url}</code></Fact>
  </Facts>
);

export default HttpNotificationDetails;
