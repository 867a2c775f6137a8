import React from 'react';
import { Link } from 'react-router-dom';

import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import Routes, { queryString } from '@/routing/Routes';

/** The simulator with a stored message to load at once. */
export const simulateMessagePath = (index: string, messageId: string): string => (
  `${Routes.SYSTEM.PIPELINES.SIMULATOR}${queryString({ index, message_id: messageId })}`
);

/** "Simulate" for one stored message, shown only to users who may open the simulator. */
const SimulateMessageLink = ({ index, messageId }: { index: string, messageId: string }) => {
  const leadsToPage = useLeadsToPage();
  if (!leadsToPage(Routes.unqualified.SYSTEM.PIPELINES.SIMULATOR)) return null;
  return (
    <Link className="btn btn-outline-secondary" to={simulateMessagePath(index, messageId)}
          title="Run the pipelines on this message without storing anything">
      Simulate
    </Link>
  );
};

export default SimulateMessageLink;
