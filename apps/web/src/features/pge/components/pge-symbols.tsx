/** The games' symbols drawn as inline SVG: no image files, and no reliance on an emoji font. */
import type { ReactElement } from 'react';

const SHAPES: Record<string, ReactElement> = {
  seven: <text x="20" y="31" textAnchor="middle" fontSize="30" fontWeight="900" fill="#ef4444" stroke="#7f1d1d" strokeWidth="1">7</text>,
  bar: (
    <g>
      <rect x="4" y="12" width="32" height="16" rx="3" fill="#111827" stroke="#e5e7eb" strokeWidth="2" />
      <text x="20" y="24.5" textAnchor="middle" fontSize="10" fontWeight="900" fill="#e5e7eb">BAR</text>
    </g>
  ),
  bell: (
    <g fill="#facc15" stroke="#a16207" strokeWidth="1.5">
      <path d="M20 6c-6 0-10 5-10 12v7l-4 4h28l-4-4v-7c0-7-4-12-10-12z" />
      <circle cx="20" cy="32" r="3" />
    </g>
  ),
  plum: (
    <g>
      <ellipse cx="20" cy="23" rx="11" ry="12" fill="#7c3aed" stroke="#4c1d95" strokeWidth="1.5" />
      <path d="M20 11c1-4 4-6 8-6" stroke="#65a30d" strokeWidth="2.5" fill="none" />
    </g>
  ),
  lemon: <ellipse cx="20" cy="21" rx="14" ry="10" fill="#fde047" stroke="#ca8a04" strokeWidth="1.5" />,
  cherry: (
    <g>
      <path d="M13 24c2-9 6-15 14-18M27 24c-1-8-1-13 0-18" stroke="#65a30d" strokeWidth="2" fill="none" />
      <circle cx="12" cy="28" r="7" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
      <circle cx="27" cy="28" r="7" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
    </g>
  ),
  gem: <path d="M20 5l13 11-13 19L7 16z" fill="#34d399" stroke="#065f46" strokeWidth="1.5" />,
  mine: (
    <g stroke="#f87171" strokeWidth="3">
      <path d="M20 4v32M4 20h32M9 9l22 22M31 9L9 31" />
      <circle cx="20" cy="20" r="10" fill="#111827" />
    </g>
  ),
};

export function PgeSymbol({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      {SHAPES[name] ?? <text x="20" y="26" textAnchor="middle" fontSize="12" fill="currentColor">{name}</text>}
    </svg>
  );
}
