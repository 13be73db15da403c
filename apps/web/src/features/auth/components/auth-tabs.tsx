/** Segmented tabs of the login and register popups. */
import { useId } from 'react';

export function AuthTabs<T extends string>({ tabs, value, onChange, label }: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}) {
  const base = useId();
  if (tabs.length < 2) return null;
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={`${base}-${tab.id}`}
          type="button"
          role="tab"
          className="auth-tab"
          aria-selected={tab.id === value}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
