import { waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HydrationGate } from '#web/components/ui/hydration-gate.tsx';
import { takeOverEarlyInput } from './early-input.ts';

// A part of a page with a controlled field and a button, as the public pages have.
function Search({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <HydrationGate>
      <label>
        Search <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => onSearch(text)}>
        Go
      </button>
      <p>Searching for: {text}</p>
    </HydrationGate>
  );
}

// The page as the server sent it, with what public/boot.js does at once: its gates enabled.
function serverPage(element: React.ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  for (const gate of root.querySelectorAll('fieldset')) gate.disabled = false;
  window.landedEarly = [];
  return root;
}

// hydrateRoot under act, without Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  delete window.landedEarly;
});

describe('what the reader did before the app took the page over', () => {
  it('keeps the text typed and does the button pressed, with that text, once hydrated', async () => {
    const onSearch = vi.fn();
    const root = serverPage(<Search onSearch={() => {}} />);
    const field = root.querySelector('input')!;
    const button = root.querySelector('button')!;
    expect(root.querySelector('fieldset')!.hasAttribute('data-waiting')).toBe(true);
    field.value = 'melbourne';
    window.landedEarly!.push({ type: 'click', target: button });

    await act(async () => {
      hydrateRoot(root, <Search onSearch={onSearch} />);
    });
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('melbourne'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('melbourne');
    expect(root.textContent).toContain('Searching for: melbourne');
    expect(root.querySelector('fieldset')!.hasAttribute('data-waiting')).toBe(false);
    expect(window.landedEarly).toEqual([]);
  });

  it('leaves a field untouched when nothing was typed in it', async () => {
    const root = serverPage(<Search onSearch={() => {}} />);
    const changes = vi.fn();
    root.addEventListener('input', changes);
    await act(async () => {
      hydrateRoot(root, <Search onSearch={() => {}} />);
    });
    expect(changes).not.toHaveBeenCalled();
    expect(root.querySelector('input')!.value).toBe('');
  });

  it('leaves to a later part what was done inside it while it still waits', () => {
    document.body.innerHTML =
      '<fieldset id="page"><button id="here">Here</button>' +
      '<fieldset data-waiting id="later"><button id="there">There</button></fieldset></fieldset>';
    const here = document.getElementById('here')!;
    const there = document.getElementById('there')!;
    const clicked: string[] = [];
    document.addEventListener('click', (event) => clicked.push((event.target as Element).id));
    vi.useFakeTimers();
    window.landedEarly = [
      { type: 'click', target: there },
      { type: 'click', target: here },
    ];
    takeOverEarlyInput(document.getElementById('page')!);
    vi.runAllTimers();
    expect(clicked).toEqual(['here']);
    expect(window.landedEarly).toEqual([{ type: 'click', target: there }]);
    // Once the later part is the app's too, its gate hands its own over.
    document.getElementById('later')!.removeAttribute('data-waiting');
    takeOverEarlyInput(document.getElementById('later')!);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(clicked).toEqual(['here', 'there']);
  });

  it('sends a form sent before, with the button it was sent by', () => {
    document.body.innerHTML =
      '<fieldset id="page"><form><input name="email" value="" />' +
      '<button name="how" value="now">Send</button></form></fieldset>';
    const form = document.querySelector('form')!;
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', sent);
    vi.useFakeTimers();
    window.landedEarly = [
      { type: 'submit', target: form, submitter: document.querySelector('button') },
    ];
    takeOverEarlyInput(document.getElementById('page')!);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![0].submitter).toBe(document.querySelector('button'));
  });
});
