import React from 'react';

/** A configuration's colour as a small swatch and its value; an unparsable colour shows only its text. */
const ColorSwatch = ({ color }: { color: string }) => {
  const valid = /^#[0-9a-f]{3,8}$/i.test(color);
  return (
    <span className="text-nowrap">
      {valid && <span aria-hidden="true" className="d-inline-block border rounded-1 me-1 align-middle" style={{ width: '1em', height: '1em', backgroundColor: color }} />}
      <code>{color}</code>
    </span>
  );
};

export default ColorSwatch;
