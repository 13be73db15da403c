/**
 * An image that loads when a tenth of it scrolls into view (spec §9: threshold 0.1, one attempt).
 * The box keeps a fixed aspect ratio from the first paint, so nothing below it moves when the
 * image arrives; a failed load shows the fallback and is never retried.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './lazy-image.css';

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * One observer for every lazy image: a page of game icons registers hundreds of boxes, and the browser
 * evaluates each observer separately on every frame it draws.
 */
const waiting = new Map<Element, () => void>();
let sharedObserver: IntersectionObserver | null = null;

function whenInView(box: Element, onView: () => void): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        sharedObserver?.unobserve(entry.target);
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        callback?.();
      }
    },
    { threshold: 0.1 },
  );
  waiting.set(box, onView);
  sharedObserver.observe(box);
  return () => {
    waiting.delete(box);
    sharedObserver?.unobserve(box);
  };
}

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Width / height, e.g. 1 for a square game icon. */
  aspectRatio?: number;
  /** Shown when the one load attempt fails (a letter tile, an icon). */
  fallback?: ReactNode;
  className?: string;
  testId?: string;
  /**
   * One of the first images a page shows (the first cards of a game list): the image is in the drawn
   * HTML and shown as it arrives, without waiting for the script or the viewport (decision 0040). Still
   * one attempt.
   */
  eager?: boolean;
}

export function LazyImage({ src, alt, aspectRatio = 1, fallback, className, testId, eager = false }: LazyImageProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const initial: Phase = eager ? 'loaded' : 'waiting';
  const [phase, setPhase] = useState<Phase>(initial);
  const [shownSrc, setShownSrc] = useState(src);

  // A new source is a new single attempt (render-time reset, no effect round trip).
  if (shownSrc !== src) {
    setShownSrc(src);
    setPhase(initial);
  }

  // One effect, not two: a page takes over a hundred of these boxes at once, and every effect is work
  // in the same task (decision 0041).
  useEffect(() => {
    if (eager) {
      // A drawn image may have failed before the app took the page over (its error event came too early for React).
      const img = imgRef.current;
      if (img?.complete && img.naturalWidth === 0) setPhase('failed');
      return undefined;
    }
    if (phase !== 'waiting') return undefined;
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return undefined;
    }
    return whenInView(box, () => setPhase('loading'));
  }, [eager, src, phase]);

  return (
    <span
      ref={boxRef}
      // The sweep runs only while the image is on its way, never for the ones still out of view.
      className={`lazy-image${phase === 'loading' ? ' shimmer' : ''}${className ? ` ${className}` : ''}`}
      style={{ aspectRatio: String(aspectRatio) }}
      data-state={phase}
      data-testid={testId}
    >
      {phase === 'loading' || phase === 'loaded' ? (
        <img ref={imgRef} src={src} alt={alt} decoding="async" onLoad={() => setPhase('loaded')} onError={() => setPhase('failed')} />
      ) : null}
      {phase === 'failed' ? <span className="lazy-image-fallback">{fallback}</span> : null}
    </span>
  );
}
