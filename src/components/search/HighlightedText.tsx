import React from 'react';

type Range = { start: number, length: number };

/** The pieces of `text`, each marked or not; overlapping or out-of-range ranges are clipped. */
export const highlightPieces = (text: string, ranges: ReadonlyArray<Range> | undefined): Array<{ text: string, marked: boolean }> => {
  if (!ranges || ranges.length === 0) return [{ text, marked: false }];
  const sorted = [...ranges].filter((range) => range.length > 0).sort((a, b) => a.start - b.start);
  const pieces: Array<{ text: string, marked: boolean }> = [];
  let at = 0;
  sorted.forEach(({ start, length }) => {
    const from = Math.max(start, at);
    const to = Math.min(start + length, text.length);
    if (to <= from) return;
    if (from > at) pieces.push({ text: text.slice(at, from), marked: false });
    pieces.push({ text: text.slice(from, to), marked: true });
    at = to;
  });
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
};

/** A field value as text with the parts the search matched marked; never rendered as markup. */
const HighlightedText = ({ text, ranges }: { text: string, ranges?: ReadonlyArray<Range> }) => {
  const pieces = highlightPieces(text, ranges);
  if (pieces.length === 1 && !pieces[0].marked) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, position) => (
        // Pieces never reorder: the position is a stable key.
        piece.marked ? <mark key={position} className="console-search-highlight">{piece.text}</mark> : <React.Fragment key={position}>{piece.text}</React.Fragment>
      ))}
    </>
  );
};

export default HighlightedText;
