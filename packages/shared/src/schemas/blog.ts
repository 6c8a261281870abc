import { z } from 'zod';

import { LIST_LIMIT_MAX } from '../constants.ts';
import { LOCALES } from '../locales.ts';
import { calendarDateSchema, idSchema } from './common.ts';

// What a list shows of a post: everything but the markdown body.
export const blogPostSummarySchema = z.object({
  _id: idSchema,
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  author: z.string(),
  date: calendarDateSchema,
  thumbnail: z.string(),
  tags: z.array(z.string()),
  // Issue 18: read in another language, a post not yet translated keeps its English title;
  // the page marks it as English.
  titleLocale: z
    .enum(LOCALES)
    .describe('The language the title is written in: the one asked for, or en')
    .optional(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string().describe('Markdown; rendered without raw HTML'),
  // Issue 18: a post read in another language shows its English body where it has no
  // translation; the page marks that body as English.
  contentLocale: z
    .enum(LOCALES)
    .describe('The language the body is written in: the one asked for, or en')
    .optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuerySchema = z.strictObject({
  locale: z.enum(LOCALES).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
  page: z.coerce.number().int().min(1).default(1),
});

export const blogListResponseSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  total: z.number().int(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogPostResponseSchema = z.object({
  post: blogPostSchema,
  // Up to 3 other published posts of the same category, newest first (public §2).
  related: z.array(blogPostSummarySchema),
});
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;
