import { screen } from '@testing-library/react';
import { expect } from 'vitest';

// The page's link of that accessible name goes to `href`.
export function expectLink(name: string | RegExp, href: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}
