// The switches in a catalogue row (admin §2, §4): the eye (visible or hidden) and the star
// (Most Popular). One control, two looks; a read-only role sees the state, not a control.
import type { LucideIcon } from 'lucide-react';
import { Eye, EyeOff, Star } from 'lucide-react';

type Look = {
  // The switch's accessible name is '<name>: <the row's title>'.
  name: string;
  icon: (on: boolean) => LucideIcon;
  colour: (on: boolean) => string;
  // What a read-only role is told.
  state: (on: boolean) => string;
  // The tooltip of the control.
  hint: (on: boolean) => string;
};

const LOOKS = {
  visibility: {
    name: 'Visible',
    icon: (on) => (on ? Eye : EyeOff),
    colour: (on) => (on ? 'text-brand-700' : 'text-slate-500'),
    state: (on) => (on ? 'Visible' : 'Hidden'),
    hint: (on) => (on ? 'Visible: click to hide' : 'Hidden: click to show'),
  },
  mostPopular: {
    name: 'Most Popular',
    icon: () => Star,
    colour: (on) => (on ? 'fill-amber-400 text-amber-600' : 'text-slate-500'),
    state: (on) => (on ? 'Most Popular' : 'Not Most Popular'),
    hint: (on) => (on ? 'Most Popular: click to unmark' : 'Mark Most Popular'),
  },
} satisfies Record<string, Look>;

export type ToggleVariant = keyof typeof LOOKS;

export function Toggle({
  variant,
  on,
  label,
  disabled,
  readOnly,
  onToggle,
}: {
  variant: ToggleVariant;
  on: boolean;
  label: string;
  disabled: boolean;
  readOnly: boolean;
  onToggle: () => void;
}) {
  const look: Look = LOOKS[variant];
  const Icon = look.icon(on);
  const icon = <Icon aria-hidden="true" className={`size-5 ${look.colour(on)}`} />;
  if (readOnly) {
    return (
      <span className="inline-flex" title={look.state(on)}>
        {icon}
        <span className="sr-only">{look.state(on)}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${look.name}: ${label}`}
      title={disabled ? 'Restore it first' : look.hint(on)}
      disabled={disabled}
      onClick={onToggle}
      className="rounded-md p-1 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {icon}
    </button>
  );
}
