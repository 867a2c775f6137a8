import React from 'react';

import { Fact, Facts, None } from '@/components/common/Facts';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';

import { emailConfigOf } from './notificationConfigs';

const EmailNotificationDetails = ({ config: stored }: { config: EventNotificationConfig }) => {
  const config = emailConfigOf(stored);
  return (
    <Facts>
      <Fact label="Sender">{config.sender}</Fact>
      <Fact label="Subject"><code>{config.subject}</code></Fact>
      <Fact label="User recipients">{config.user_recipients.length > 0 ? config.user_recipients.join(', ') : <None />}</Fact>
      <Fact label="E-mail recipients">{config.email_recipients.length > 0 ? config.email_recipients.join(', ') : <None />}</Fact>
      <Fact label="Body template"><pre className="mb-0 small" style={{ whiteSpace: 'pre-wrap' }}>{config.body_template}</pre></Fact>
    </Facts>
  );
};

export default EmailNotificationDetails;
