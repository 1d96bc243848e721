import { useState } from 'react';
import { StatusMessage } from '../status-message/status-message.tsx';
import { type Column, deleteColumn } from './table.tsx';
import './table.css';

interface RowDeletion {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The 'Zmazať' column wired to a delete mutation, and the alert shown above the table when a
 * delete fails (cleared by the next attempt).
 */
export function useDeleteColumn<Row extends { id: number } = { id: number }>(remove: RowDeletion, failedText: string) {
  const [failed, setFailed] = useState(false);
  const column: Column<Row> = deleteColumn(async (row: Row) => {
    setFailed(false);
    await remove.mutateAsync(row.id).catch(() => setFailed(true));
  }, remove.isPending);
  const failure = failed ? <StatusMessage kind="error">{failedText}</StatusMessage> : null;
  return { column, failure };
}
