import React from 'react';

type Props = { size?: number };

/** The console's mark: a signal line on a dark tile (the same drawing as the favicon). */
const Logo = ({ size = 28 }: Props) => (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="6" fill="#1f3a5f" />
    <path d="M7 21l5-8 4 5 3-4 6 7" fill="none" stroke="#ff6b4a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export default Logo;
