// What the reader did on a page rendered on the server before the app had taken that part of it
// over (docs/decisions/138): public/boot.js keeps the buttons pressed and the forms sent inside
// a gate that is still waiting (`fieldset[data-waiting]`, components/ui/hydration-gate.tsx),
// and the text typed stays in its field. Once the gate is the app's, this hands both over.

export type EarlyAction =
  | { type: 'click'; target: Element }
  | { type: 'submit'; target: Element; submitter: HTMLElement | null };

declare global {
  interface Window {
    // Filled by public/boot.js, in the order the reader acted.
    landedEarly?: EarlyAction[];
  }
}

const TEXT_FIELDS = ['', 'text', 'search', 'email', 'tel', 'url', 'number', 'password']
  .map((type) => (type ? `input[type=${type}]` : 'input:not([type])'))
  .concat('textarea')
  .join(', ');

// How long the app may take to reach a part of the gate (React takes a page over in passes, a
// Suspense boundary after its surroundings) before what was done there is handed over anyway.
const HYDRATION_LIMIT_MS = 10_000;
const POLL_MS = 50;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
// A field the reader changed, and what they put in it (the options chosen, for a list): kept
// from the moment the gate opens, as React may render the field again, with the value it
// knows, before it can be told.
type Typed =
  | { field: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { field: HTMLSelectElement; value: string[] };

// Hands the gate's typed text and chosen options to the app, then does what was pressed or
// sent in it, in order, in a task of its own (by then the app has rendered the text, so a
// button reads it): each once React has taken the element over.
export function takeOverEarlyInput(gate: HTMLElement, win: Window = window): void {
  // Inside this gate and not inside a later part that has its own gate, still waiting.
  const ours = (node: Element) =>
    gate.contains(node) && node.closest('fieldset[data-waiting]') === null;
  const typed = [...gate.querySelectorAll<Field>(`${TEXT_FIELDS}, select`)]
    .filter(ours)
    .flatMap((field): Typed[] => {
      if (!('options' in field)) {
        return field.value === field.defaultValue ? [] : [{ field, value: field.value }];
      }
      const options = [...field.options];
      if (options.every((option) => option.selected === option.defaultSelected)) return [];
      return [{ field, value: options.filter((o) => o.selected).map((o) => o.value) }];
    });
  const queue = win.landedEarly ?? [];
  const actions = queue.filter((action) => ours(action.target));
  win.landedEarly = queue.filter((action) => !actions.includes(action));
  if (typed.length > 0 || actions.length > 0) {
    handOver({ typed, actions, win, until: Date.now() + HYDRATION_LIMIT_MS });
  }
}

function handOver(work: {
  typed: Typed[];
  actions: EarlyAction[];
  win: Window;
  until: number;
}): void {
  const { typed, actions, win, until } = work;
  const elements = [...typed.map((t) => t.field), ...actions.map((action) => action.target)];
  if (elements.some((node) => node.isConnected && !takenOver(node)) && Date.now() < until) {
    win.setTimeout(() => handOver(work), POLL_MS);
    return;
  }
  for (const change of typed) {
    if (Array.isArray(change.value)) {
      // A choice made in a list: React hears of it by `change`.
      const { field, value } = change as Extract<Typed, { value: string[] }>;
      for (const option of field.options) option.selected = value.includes(option.value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const { field, value } = change as Extract<Typed, { value: string }>;
      // Unless the reader has typed on since, through the app.
      if (field.value === value || field.value === field.defaultValue) {
        announceTypedText(field, value);
      }
    }
  }
  if (actions.length === 0) return;
  win.setTimeout(() => {
    for (const action of actions) {
      if (!action.target.isConnected) continue;
      if (action.type === 'click') (action.target as HTMLElement).click();
      else (action.target as HTMLFormElement).requestSubmit(action.submitter ?? undefined);
    }
  }, 0);
}

// Whether React has taken this element over: it keeps the element's props on it (a key of its
// own making, `__reactProps$…`, the one sign it leaves; the unit tests hydrate with React).
function takenOver(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactProps$'));
}

// React takes over a field keeping the text the reader typed in it, but its state still holds
// what the server rendered (`defaultValue`), and it notices a change only against its own
// record of the value. So the field is set back through React's record, then to the typed text
// past it, and an `input` event tells React (and a form library listening to it) of the text.
function announceTypedText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const focused = field.ownerDocument.activeElement === field;
  const selection = focused ? caret(field) : null;
  const prototype = Object.getPrototypeOf(field) as object;
  const nativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = field.defaultValue;
  if (nativeValue) nativeValue.call(field, typed);
  else field.value = typed;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection) field.setSelectionRange(selection[0], selection[1]);
}

// Where the caret was, in the field the reader is typing in; fields such as number and email
// have none.
function caret(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
