import { describe, expect, it } from 'vitest';

import type { BlogPostSummary } from '@landed/shared/schemas/blog';

import { categoriesOf, filterPosts } from './filter-posts.ts';

const post = (title: string, category: string): BlogPostSummary => ({
  _id: title,
  id: title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  title,
  summary: '',
  category,
  author: 'A',
  date: '2026-01-01',
  thumbnail: '',
  tags: [],
});

const posts = [
  post('Opening a BANK account', 'Banking'),
  post('Bank fees explained', 'Banking'),
  post('Your first bank-free week', 'Lifestyle'),
  post('Seeing a GP', 'Health'),
];

describe('filterPosts', () => {
  it('matches a title substring whatever the case', () => {
    expect(filterPosts(posts, { search: ' bank ', category: 'All' }).map((p) => p.title)).toEqual([
      'Opening a BANK account',
      'Bank fees explained',
      'Your first bank-free week',
    ]);
  });

  it('combines the search with the category', () => {
    expect(
      filterPosts(posts, { search: 'BANK', category: 'Lifestyle' }).map((p) => p.title),
    ).toEqual(['Your first bank-free week']);
    expect(filterPosts(posts, { search: '', category: 'Health' })).toHaveLength(1);
    expect(filterPosts(posts, { search: 'visa', category: 'All' })).toEqual([]);
  });

  it('looks at titles only', () => {
    expect(filterPosts(posts, { search: 'Banking', category: 'All' })).toEqual([]);
  });
});

describe('categoriesOf', () => {
  it('lists each category once with its count', () => {
    expect(categoriesOf(posts)).toEqual([
      { name: 'Banking', count: 2 },
      { name: 'Lifestyle', count: 1 },
      { name: 'Health', count: 1 },
    ]);
  });
});
