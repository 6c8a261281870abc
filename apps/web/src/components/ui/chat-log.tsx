// A booking's chat as a log (issue 35 item 4; docs/decisions/134): drawn by the student's pass
// and by the board's Messages dialog, each with its own words. A screen reader hears new
// messages as they come (role="log"); the list scrolls by keyboard and stays at its end.
import { useEffect, useRef } from 'react';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

export function ChatLog({
  messages,
  ownAuthor,
  label,
  empty,
  authorOf,
  timeOf,
}: {
  messages: ChatMessage[];
  // Whose messages are "mine" (drawn at the end of the line).
  ownAuthor: ChatMessage['author'];
  label: string;
  empty: string;
  authorOf: (message: ChatMessage) => string;
  timeOf: (message: ChatMessage) => string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?._id;
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  return (
    <div
      ref={list}
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 focus:ring-2 focus:ring-brand-600/40 focus:outline-none"
    >
      {messages.length === 0 && <p className="text-sm text-slate-600">{empty}</p>}
      <ol className="space-y-3">
        {messages.map((message) => {
          const own = message.author === ownAuthor;
          return (
            <li key={message._id} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm ${
                  own
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-200 bg-white text-slate-900'
                }`}
              >
                <p className={`text-xs font-semibold ${own ? 'text-brand-50' : 'text-slate-700'}`}>
                  {authorOf(message)}
                  <span className="font-normal">
                    {' · '}
                    <time dateTime={message.createdAt}>{timeOf(message)}</time>
                  </span>
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{message.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
