import { rmSync } from 'node:fs';

/** Removes the server's throwaway DATA_DIR once the server has stopped. */
export default function globalTeardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
