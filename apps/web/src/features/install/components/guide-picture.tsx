/**
 * The install guides' pictures: a phone drawn in SVG with the part to tap ringed. Drawn, not
 * screenshots, and without words, so one picture serves every language (the caption says the step).
 */
export type GuidePlatform = 'ios' | 'android';

const GOLD = '#f5b642';

function Phone({ children }: { children: React.ReactNode }) {
  return (
    <>
      <rect x="4" y="4" width="112" height="212" rx="18" fill="#231e3d" stroke="#8a83a8" strokeWidth="3" />
      <rect x="12" y="20" width="96" height="180" rx="6" fill="#0f0c1f" />
      {children}
    </>
  );
}

/** Lines standing for the page's content. */
function PageContent({ top }: { top: number }) {
  return (
    <g fill="#3a3360">
      <rect x="20" y={top} width="80" height="36" rx="4" fill="#4b3f86" />
      <rect x="20" y={top + 44} width="56" height="6" rx="3" />
      <rect x="20" y={top + 56} width="72" height="6" rx="3" />
      <rect x="20" y={top + 68} width="36" height="24" rx="4" />
      <rect x="62" y={top + 68} width="36" height="24" rx="4" />
    </g>
  );
}

const Ring = ({ cx, cy, r = 11 }: { cx: number; cy: number; r?: number }) => (
  <circle cx={cx} cy={cy} r={r} fill="none" stroke={GOLD} strokeWidth="3" />
);

function IosStep({ step }: { step: number }) {
  const shareSheet = step === 3;
  return (
    <Phone>
      <PageContent top={30} />
      {/* Safari's bar at the bottom: address, then back, forward, share, bookmarks, tabs. */}
      <rect x="16" y="164" width="88" height="12" rx="6" fill={step === 1 ? '#5b5190' : '#2e2850'} stroke={step === 1 ? GOLD : 'none'} strokeWidth="2" />
      <g stroke="#c9c4dc" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d="M24 188l-4 4 4 4" />
        <path d="M38 188l4 4-4 4" />
        <path d="M56 190v-8M52 185l4-4 4 4M52 188h-2v9h12v-9h-2" />
        <path d="M74 184h8v12l-4-3-4 3z" />
        <rect x="90" y="184" width="9" height="10" rx="2" />
      </g>
      {step === 2 ? <Ring cx={56} cy={189} /> : null}
      {shareSheet ? (
        <g>
          <rect x="12" y="92" width="96" height="108" rx="10" fill="#2e2850" />
          <rect x="20" y="104" width="80" height="16" rx="4" fill="#3a3360" />
          <rect x="20" y="126" width="80" height="16" rx="4" fill="#5b5190" stroke={GOLD} strokeWidth="2" />
          <g stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round">
            <rect x="25" y="129" width="10" height="10" rx="2" />
            <path d="M30 131.5v5M27.5 134h5" />
          </g>
          <rect x="40" y="132" width="44" height="4" rx="2" fill="#c9c4dc" />
          <rect x="20" y="148" width="80" height="16" rx="4" fill="#3a3360" />
          <rect x="20" y="170" width="80" height="16" rx="4" fill="#3a3360" />
        </g>
      ) : null}
    </Phone>
  );
}

function AndroidStep({ step }: { step: number }) {
  return (
    <Phone>
      {/* Chrome's bar at the top: address, then the ⋮ menu. */}
      <rect x="16" y="26" width="72" height="12" rx="6" fill={step === 1 ? '#5b5190' : '#2e2850'} stroke={step === 1 ? GOLD : 'none'} strokeWidth="2" />
      <g fill="#c9c4dc">
        <circle cx="98" cy="27" r="1.8" />
        <circle cx="98" cy="32" r="1.8" />
        <circle cx="98" cy="37" r="1.8" />
      </g>
      {step === 2 ? <Ring cx={98} cy={32} r={9} /> : null}
      <PageContent top={48} />
      {step === 3 ? (
        <g>
          <rect x="44" y="40" width="62" height="98" rx="6" fill="#2e2850" />
          <rect x="50" y="48" width="50" height="12" rx="3" fill="#3a3360" />
          <rect x="50" y="66" width="50" height="12" rx="3" fill="#3a3360" />
          <rect x="50" y="84" width="50" height="14" rx="3" fill="#5b5190" stroke={GOLD} strokeWidth="2" />
          <g stroke="#fff" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round">
            <rect x="54" y="87" width="6" height="9" rx="1.5" />
            <path d="M57 89.5v3.5M55.6 91.6l1.4 1.4 1.4-1.4" />
          </g>
          <rect x="64" y="89" width="30" height="4" rx="2" fill="#c9c4dc" />
          <rect x="50" y="104" width="50" height="12" rx="3" fill="#3a3360" />
          <rect x="50" y="120" width="50" height="12" rx="3" fill="#3a3360" />
        </g>
      ) : null}
    </Phone>
  );
}

export function GuidePicture({ platform, step }: { platform: GuidePlatform; step: number }) {
  return (
    <svg className="guide-picture" viewBox="0 0 120 220" width="120" height="220" aria-hidden="true" data-testid={`guide-picture-${platform}-${step}`}>
      {platform === 'ios' ? <IosStep step={step} /> : <AndroidStep step={step} />}
    </svg>
  );
}
