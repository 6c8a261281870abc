// A percentage (0 to 100) drawn as a bar and announced as a progress bar. `className` sets the
// track's height, `barClassName` the bar's colour and shape.
export function ProgressBar({
  label,
  value,
  className,
  barClassName,
}: {
  label: string;
  value: number;
  className: string;
  barClassName: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`${className} overflow-hidden rounded-full bg-slate-200`}
    >
      <div className={`h-full ${barClassName} transition-[width]`} style={{ width: `${value}%` }} />
    </div>
  );
}
