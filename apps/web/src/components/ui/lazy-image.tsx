/**
 * An image that loads when a tenth of it scrolls into view (spec §9: threshold 0.1, one attempt).
 * The box keeps a fixed aspect ratio from the first paint, so nothing below it moves when the
 * image arrives; a failed load shows the fallback and is never retried.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './lazy-image.css';

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Width / height, e.g. 1 for a square game icon. */
  aspectRatio?: number;
  /** Shown when the one load attempt fails (a letter tile, an icon). */
  fallback?: ReactNode;
  className?: string;
  testId?: string;
}

export function LazyImage({ src, alt, aspectRatio = 1, fallback, className, testId }: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [shownSrc, setShownSrc] = useState(src);

  // A new source is a new single attempt (render-time reset, no effect round trip).
  if (shownSrc !== src) {
    setShownSrc(src);
    setPhase('waiting');
  }

  useEffect(() => {
    if (phase !== 'waiting') return undefined;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setPhase('loading');
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [phase]);

  return (
    <span
      ref={boxRef}
      className={`lazy-image${className ? ` ${className}` : ''}`}
      style={{ aspectRatio: String(aspectRatio) }}
      data-state={phase}
      data-testid={testId}
    >
      {phase === 'loading' || phase === 'loaded' ? (
        <img src={src} alt={alt} decoding="async" onLoad={() => setPhase('loaded')} onError={() => setPhase('failed')} />
      ) : null}
      {phase === 'failed' ? <span className="lazy-image-fallback">{fallback}</span> : null}
    </span>
  );
}
