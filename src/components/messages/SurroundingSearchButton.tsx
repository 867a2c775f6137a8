import React from 'react';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import { useLeadsToPage } from '@/components/navigation/registeredRoutes';
import { surroundingOptions, surroundingQuery, surroundingRange } from '@/components/search/surroundingSearch';
import { searchLink } from '@/components/search/searchUrl';
import Routes from '@/routing/Routes';
import type { Message } from '@/stores/messages/MessagesStore';
import useSearchesConfig from '@/stores/search/useSearchesConfig';

type Props = { message: Message, size?: 'sm' };

/**
 * "Show surrounding messages": a search of the configured period around the message, among the messages
 * sharing its source and input (the configured filter fields). Shown to users who may search, for a message
 * with a timestamp.
 */
const SurroundingSearchButton = ({ message, size }: Props) => {
  const config = useSearchesConfig();
  const leadsToPage = useLeadsToPage();
  const options = surroundingOptions(config.surrounding_timerange_options);
  if (!leadsToPage(Routes.unqualified.SEARCH) || !surroundingRange(message.timestamp, 1) || options.length === 0) return null;
  const query = surroundingQuery(message.fields, config.surrounding_filter_fields);
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary" size={size} id={`surrounding-search-${message.id}`}>Show surrounding messages</Dropdown.Toggle>
      <Dropdown.Menu>
        {options.map(({ seconds, label }) => {
          const timerange = surroundingRange(message.timestamp, seconds);
          return timerange && (
            <Dropdown.Item key={seconds} as={Link} to={searchLink({ query, timerange })}>{label}</Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
};

export default SurroundingSearchButton;
