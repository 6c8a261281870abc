import type { ReactNode } from 'react';

// A translated sentence with an element inside it (an address in bold): ask for the message
// with SLOT as the value, and withSlot puts the element where SLOT landed, so each language
// keeps its own word order.
export const SLOT = '\uE000';

export function withSlot(text: string, element: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + SLOT.length)}
    </>
  );
}
