import React from 'react';

import { Fact, Facts, None } from '@/components/common/Facts';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';

import { useLegacyTypes } from './LegacyNotificationForm';
import { legacyConfigOf } from './notificationConfigs';

const valueText = (value: unknown, secret: boolean): string => {
  if (value === undefined || value === null || value === '') return '';
  if (secret) return '********';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const LegacyNotificationDetails = ({ config: stored }: { config: EventNotificationConfig }) => {
  const config = legacyConfigOf(stored);
  const types = useLegacyTypes();
  const type = types ? types[config.callback_type] : undefined;
  return (
    <Facts>
      <Fact label="Callback type">{type?.name ?? config.callback_type}</Fact>
      {Object.entries(config.configuration).map(([name, value]) => {
        const field = type?.configuration[name];
        const text = valueText(value, field?.attributes.includes('is_password') ?? false);
        return <Fact key={name} label={field?.human_name ?? name}>{text === '' ? <None>Not set</None> : text}</Fact>;
      })}
    </Facts>
  );
};

export default LegacyNotificationDetails;
