import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
