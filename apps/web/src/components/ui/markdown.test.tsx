import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Markdown } from './markdown.tsx';

describe('Markdown', () => {
  it('renders headings, lists and safe links', () => {
    render(
      <Markdown>
        {'## Banking\n\n- one\n- two\n\n[ATO](https://www.ato.gov.au) and [home](/)'}
      </Markdown>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Banking' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'ATO' })).toHaveAttribute(
      'href',
      'https://www.ato.gov.au',
    );
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/');
  });

  it('empties javascript: and data: addresses and never renders raw HTML', () => {
    const { container } = render(
      <Markdown>
        {
          '[click](javascript:alert(1)) [data](data:text/html,hi) ![x](javascript:alert(2))\n\n<script>alert(3)</script><img src=x onerror="alert(4)">'
        }
      </Markdown>,
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['', '']);
    expect(container.querySelector('img')?.getAttribute('src') ?? '').toBe('');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });
});

describe('splitSections', () => {
  it('splits before each level-2 heading, never inside a code fence', async () => {
    const { splitSections } = await import('./markdown.tsx');
    const doc = 'Intro\n\n## One\ntext\n```\n## not a heading\n```\n## Two\nmore';
    expect(splitSections(doc)).toEqual([
      'Intro\n',
      '## One\ntext\n```\n## not a heading\n```',
      '## Two\nmore',
    ]);
  });

  it('keeps a document with reference-style links whole', async () => {
    const { splitSections } = await import('./markdown.tsx');
    const doc = 'See [the ATO][ato].\n\n## Later\n\n[ato]: https://www.ato.gov.au';
    expect(splitSections(doc)).toEqual([doc]);
  });
});
