/** The merchant's logo from the whitelabel payload, or its name set in the display face. */
import { useState } from 'react';
import { Link } from 'react-router';
import './brand-logo.css';

export function BrandLogo({ siteName, logoUrl, linked = true, size = 'md' }: { siteName: string; logoUrl: string; linked?: boolean; size?: 'md' | 'lg' }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const content = logoUrl && failedUrl !== logoUrl ? (
    <img className="brand-logo-img" src={logoUrl} alt={siteName} onError={() => setFailedUrl(logoUrl)} />
  ) : (
    <span className="brand-logo-text">{siteName}</span>
  );
  const className = `brand-logo brand-logo-${size}`;
  return linked ? (
    <Link to="/" className={className} aria-label={siteName} data-testid="brand-logo">
      {content}
    </Link>
  ) : (
    <span className={className}>{content}</span>
  );
}
