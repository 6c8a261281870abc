// `text` with each `{{NAME}}` of a known fact replaced by its value; an unknown name stays as
// written (docs/decisions/066, 116).
export function fillFacts(text: string, facts: Partial<Record<string, string>>): string {
  return text.replace(
    /\{\{([A-Z_]+)\}\}/g,
    (placeholder, name: string) => facts[name] ?? placeholder,
  );
}
