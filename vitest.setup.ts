import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's lazy chunk (the Quill editor above all) is transformed by Vite the first time a test
// opens it; on a busy 2-core CI machine that took longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});

// jsdom has no layout; Quill asks a Range for its box when it scrolls the selection into view.
if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= () => DOMRect.fromRect();
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
}
