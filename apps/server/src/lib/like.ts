// A LIKE/ILIKE pattern matching `text` anywhere, with % _ and \ in the text matched literally.
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
