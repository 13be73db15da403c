/** A member's avatar (spec §2, §8): the default picture is inline, and any picture that fails to load falls back to it. */
import { useState } from 'react';

export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f4c04e"/></linearGradient></defs><rect width="64" height="64" rx="32" fill="url(#g)"/><circle cx="32" cy="25" r="11" fill="#fff" fill-opacity=".92"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff" fill-opacity=".92"/></svg>',
  );

export function Avatar({ src, size = 32, alt = '' }: { src?: string | null; size?: number; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : DEFAULT_AVATAR;
  return (
    <img
      className="avatar"
      src={url}
      width={size}
      height={size}
      alt={alt}
      data-testid="avatar"
      onError={() => {
        if (url !== DEFAULT_AVATAR) setFailed(url);
      }}
    />
  );
}
