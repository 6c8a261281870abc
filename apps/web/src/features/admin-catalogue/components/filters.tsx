// The filter controls above a catalogue table (admin §2): the search box, the select boxes and
// Show Deleted. Their labels are screen-reader-only, except Show Deleted's.
import type { ReactNode } from 'react';
import { useId } from 'react';

const control =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

// A filter control under its screen-reader-only label.
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${control} w-56`}
        />
      )}
    </Labelled>
  );
}

// [value, text]; the first is the "all" choice.
export type SelectOptions = ReadonlyArray<readonly [string, string]>;

export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOptions;
}) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={control}
        >
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function ShowDeletedFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      Show Deleted
    </label>
  );
}

// Categories to offer: those in use, plus the chosen one (so it never vanishes from the box).
export function categoryOptions({
  allLabel,
  categories,
  chosen,
}: {
  allLabel: string;
  categories: readonly string[] | undefined;
  chosen: string;
}): Array<readonly [string, string]> {
  const values = new Set(categories ?? []);
  if (chosen) values.add(chosen);
  return [['', allLabel], ...[...values].sort().map((c) => [c, c] as const)];
}

// A fixed list of choices after the "all" one.
export const fixedOptions = (allLabel: string, values: readonly string[]): SelectOptions => [
  ['', allLabel],
  ...values.map((v) => [v, v] as const),
];

// A select of the categories in use (services, banking services): "All Categories" first.
export const categorySelect = <Field extends string>(field: Field, label: string) => ({
  field,
  label,
  options: (list: { categories: readonly string[] } | undefined, chosen: string) =>
    categoryOptions({ allLabel: 'All Categories', categories: list?.categories, chosen }),
});
