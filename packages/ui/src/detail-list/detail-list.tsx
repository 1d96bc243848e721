import type { ReactNode } from 'react';
import './detail-list.css';

/** Label and value pairs of one record (a message, an application), as two columns. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="detail-list">{children}</dl>;
}

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-list__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
