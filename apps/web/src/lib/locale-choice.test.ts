// The language a visitor chose (docs/decisions/071): a language link's `#lang=` is remembered
// and taken off the address, and an English address then leads to the chosen language.
import { afterEach, describe, expect, it } from 'vitest';

import {
  languageLink,
  rememberedLocale,
  rememberedLocaleRedirect,
  takeLocaleFromAddress,
} from './locale-choice.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a language link', () => {
  it('names its language after the address, and the page it opens remembers it', () => {
    expect(languageLink('/vi/packages?x=1', 'vi')).toBe('/vi/packages?x=1#lang=vi');
    window.history.replaceState(null, '', '/vi/packages?x=1#lang=vi');
    takeLocaleFromAddress();
    expect(rememberedLocale()).toBe('vi');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/vi/packages?x=1',
    );
  });

  it('leaves an address alone when it names no language of ours', () => {
    window.history.replaceState(null, '', '/packages#lang=fr');
    takeLocaleFromAddress();
    expect(rememberedLocale()).toBeNull();
    expect(window.location.hash).toBe('#lang=fr');
  });
});

describe('a remembered language', () => {
  it('leads an English address to it, but not the back-office or a prefixed address', () => {
    window.history.replaceState(null, '', '/#lang=zh-CN');
    takeLocaleFromAddress();
    const at = (pathname: string) => rememberedLocaleRedirect({ pathname, search: '', hash: '' });
    expect(at('/packages')).toBe('/zh-CN/packages');
    expect(at('/')).toBe('/zh-CN/');
    expect(at('/admin/services')).toBeNull();
    expect(at('/vi/packages')).toBeNull();
  });

  it('English leads nowhere', () => {
    window.history.replaceState(null, '', '/#lang=en');
    takeLocaleFromAddress();
    expect(rememberedLocaleRedirect({ pathname: '/packages', search: '', hash: '' })).toBeNull();
  });
});
