import type { ReactNode } from 'react';

/** A message that screen readers announce when it appears: errors at once, other news politely. */
export function Alert({ tone, children, testId }: { tone: 'error' | 'info' | 'success'; children: ReactNode; testId?: string }) {
  return (
    <p className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </p>
  );
}
