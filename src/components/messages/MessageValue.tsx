import React from 'react';

import HighlightedText from '@/components/search/HighlightedText';

import { fieldValueText, linkHref } from './messageFields';

type Props = {
  value: unknown,
  /** Where the search matched the value's text, if it did. */
  ranges?: ReadonlyArray<{ start: number, length: number }>,
};

/**
 * A message field's value: a decorator's http(s) link as a link, anything else as text (never as markup),
 * with the parts the search matched marked.
 */
const MessageValue = ({ value, ranges }: Props) => {
  const href = linkHref(value);
  if (href !== undefined) {
    // The address is the message's data: the page it opens gets neither this window nor the referrer.
    return <a href={href} target="_blank" rel="noopener noreferrer">{href}</a>;
  }
  return <HighlightedText text={fieldValueText(value)} ranges={ranges} />;
};

export default MessageValue;
