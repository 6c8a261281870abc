import { formatDollars } from '#web/lib/format.ts';

// Chosen services, one a line: "Service: option" with its price on the right.
export function ServiceLines({
  services,
  className,
  lineClassName,
}: {
  services: ReadonlyArray<{ serviceName: string; optionName: string; price: number }>;
  className: string;
  lineClassName: string;
}) {
  return (
    <ul className={className}>
      {services.map((s) => (
        <li key={`${s.serviceName}: ${s.optionName}`} className={lineClassName}>
          <span>
            {s.serviceName}: {s.optionName}
          </span>
          <span>{formatDollars(s.price)}</span>
        </li>
      ))}
    </ul>
  );
}
