import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
};

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 64 64" width="56" height="56" fill="none">
            <ellipse cx="32" cy="48" rx="22" ry="6" fill="currentColor" opacity=".15" />
            <path d="M14 36c0-10 8-18 18-18s18 8 18 18v4H14v-4Z" fill="currentColor" opacity=".35" />
            <circle cx="32" cy="14" r="4" fill="var(--color-accent)" />
          </svg>
        )}
      </div>
      <p className="empty-state__title">{title}</p>
      {description ? <p className="empty-state__text">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
