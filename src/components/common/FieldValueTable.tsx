import React from 'react';

type Row = { name: string, value: string };

type Props = {
  rows: ReadonlyArray<Row>,
  /** Heading of the name column, e.g. "Field" or "Capture". */
  nameTitle: string,
  /** Read by screen readers only. */
  caption: string,
};

/**
 * Names and values as text, one row each, in the given order (a name may repeat: grok can capture it twice).
 * The one way to show what a test extracted or captured; values are never rendered as markup.
 */
const FieldValueTable = ({ rows, nameTitle, caption }: Props) => (
  <table className="table table-sm table-bordered mb-0 bg-white">
    <caption className="visually-hidden">{caption}</caption>
    <thead>
      <tr>
        <th scope="col" style={{ width: '30%' }}>{nameTitle}</th>
        <th scope="col">Value</th>
      </tr>
    </thead>
    <tbody>
      {rows.map(({ name, value }, position) => (
        // Names may repeat, and the rows never reorder: the position keeps keys unique.
        <tr key={`${name}-${position}`}>
          <th scope="row" className="font-monospace fw-normal text-break">{name}</th>
          <td className="font-monospace text-break" style={{ whiteSpace: 'pre-wrap' }}>{value}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

export default FieldValueTable;
