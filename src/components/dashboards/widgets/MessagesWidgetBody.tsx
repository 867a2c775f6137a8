import React from 'react';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import MessageValue from '@/components/messages/MessageValue';
import Routes from '@/routing/Routes';
import formatCount from '@/util/formatCount';

import type { MessagesData } from '../widgetSearch';

type Props = { data: MessagesData, fields: ReadonlyArray<string> };

/** The newest messages found, one row each, with the widget's fields as columns. */
const MessagesWidgetBody = ({ data, fields }: Props) => {
  if (data.messages.length === 0) {
    return <p className="console-widget-empty">No messages found.</p>;
  }
  const shown = data.messages.length;
  return (
    <div className="console-widget-messages">
      <div className="console-widget-scroll">
        <table className="table table-sm table-striped mb-0">
          <thead>
            <tr>{fields.map((field) => <th key={field} scope="col">{field}</th>)}</tr>
          </thead>
          <tbody>
            {data.messages.map(({ message, index }) => (
              <tr key={`${index}/${message._id}`}>
                {fields.map((field) => (
                  <td key={field} className={field === 'message' ? 'console-widget-message-text' : undefined}>
                    {field === 'timestamp' && message.timestamp
                      ? <Link to={Routes.message(index, message._id)} title="Open the message"><Timestamp dateTime={message.timestamp} /></Link>
                      : <MessageValue value={message[field]} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="console-widget-footnote">
        {shown < data.total
          ? `The newest ${formatCount(shown)} of ${formatCount(data.total)} messages`
          : `${formatCount(data.total)} ${data.total === 1 ? 'message' : 'messages'}`}
      </div>
    </div>
  );
};

export default MessagesWidgetBody;
