import type { ReactNode } from 'react';

export type BadgeTone = 'yellow' | 'blue' | 'green' | 'red' | 'slate';

const TONES: Record<BadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
};

// A badge holds a word or two on one line. `wrap`: a label that carries a name of any length
// ("Invoiced to {partner}") wraps within its column instead of widening a phone's page.
export function Badge({
  tone,
  children,
  wrap = false,
}: {
  tone: BadgeTone;
  children: ReactNode;
  wrap?: boolean;
}) {
  const shape = wrap
    ? 'max-w-full whitespace-normal [overflow-wrap:anywhere] rounded-xl'
    : 'whitespace-nowrap rounded-full';
  return (
    <span
      className={`inline-flex items-center ${shape} px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
