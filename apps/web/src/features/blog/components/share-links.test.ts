import { describe, expect, it } from 'vitest';

import { shareUrls } from './share-links.tsx';

describe('shareUrls', () => {
  it('puts the title and address in WhatsApp and Twitter, the address in Facebook', () => {
    const urls = shareUrls({
      title: 'OSHC & seeing a GP?',
      url: 'https://landed.example/blog/oshc-and-seeing-a-gp-in-australia',
    });
    const address = encodeURIComponent(
      'https://landed.example/blog/oshc-and-seeing-a-gp-in-australia',
    );
    expect(urls.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent('OSHC & seeing a GP? ')}${address}`,
    );
    const twitter = new URL(urls.twitter);
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('text')).toBe('OSHC & seeing a GP?');
    expect(twitter.searchParams.get('url')).toBe(
      'https://landed.example/blog/oshc-and-seeing-a-gp-in-australia',
    );
    const facebook = new URL(urls.facebook);
    expect(facebook.searchParams.get('u')).toBe(
      'https://landed.example/blog/oshc-and-seeing-a-gp-in-australia',
    );
    expect([...facebook.searchParams.keys()]).toEqual(['u']);
  });
});
