import { vi } from 'vitest';

// A screen wide enough for every `min-width` media query (a tablet or desk), or for none (a
// phone): jsdom has no matchMedia of its own. Undo with vi.unstubAllGlobals().
export function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
