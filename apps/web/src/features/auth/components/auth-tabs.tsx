/**
 * Segmented tabs of the login and register popups, as the WAI-ARIA tabs pattern: one tab stop
 * (the selected tab), the left and right arrows, Home and End move and select, each tab controls the one panel
 * below, which is labelled by the selected tab. With a single way in there are no tabs and the
 * panel is a plain region of the form.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab<T extends string> { id: T; label: string }

/** The ids that tie the tabs to their panel; one per popup. */
export function useAuthTabIds() {
  const base = useId();
  return { tab: (id: string) => `${base}-tab-${id}`, panel: `${base}-panel` };
}

export function AuthTabs<T extends string>({ tabs, value, onChange, label, ids }: {
  tabs: AuthTab<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  ids: ReturnType<typeof useAuthTabIds>;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  if (tabs.length < 2) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const next = ({ ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last } as Record<string, number>)[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onChange(target.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids.tab(target.id))}`)?.focus();
  };

  return (
    <div ref={listRef} className="auth-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={ids.tab(tab.id)}
            type="button"
            role="tab"
            className="auth-tab"
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The content the tabs switch: a tab panel when there are tabs, else just its children. */
export function AuthTabPanel({ ids, value, hasTabs, children }: { ids: ReturnType<typeof useAuthTabIds>; value: string; hasTabs: boolean; children: ReactNode }) {
  if (!hasTabs) return <>{children}</>;
  return (
    <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab(value)} className="auth-tab-panel">
      {children}
    </div>
  );
}
