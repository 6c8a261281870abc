import type { ReactNode } from 'react';
import { useState } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';
import type { Driver } from '@landed/shared/schemas/drivers';

import { ListSection } from '#web/components/back-office/list-kit.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ArrivalsBoard } from './arrivals-board.tsx';
import { DriversPanel } from './drivers-panel.tsx';

const VIEWS = [
  { key: 'board', label: 'Board' },
  { key: 'drivers', label: 'Drivers' },
] as const;

// The Arrivals tab (issue 15): the board of who lands when and who meets them, and the drivers.
// `onOpenBooking` opens a booking's details by its id, and `driverCalendar` shows a driver's
// calendar feed; the page that composes the tab decides what they show (nothing unless given).
export function ArrivalsTab({
  me,
  onOpenBooking = () => {},
  driverCalendar,
}: {
  me: AdminMe;
  onOpenBooking?: (bookingId: string) => void;
  driverCalendar?: (driver: Driver) => ReactNode;
}) {
  const [view, setView] = useState<(typeof VIEWS)[number]['key']>('board');
  return (
    <ListSection
      id="arrivals-title"
      title="Arrivals"
      headerClassName="items-center print:hidden"
      tools={
        <div role="group" aria-label="Show" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {VIEWS.map((v) => (
            <Button
              key={v.key}
              variant={view === v.key ? 'primary' : 'ghost'}
              aria-pressed={view === v.key}
              className="min-h-11"
              onClick={() => setView(v.key)}
            >
              {v.label}
            </Button>
          ))}
        </div>
      }
    >
      {view === 'board' ? (
        <ArrivalsBoard me={me} onOpenBooking={onOpenBooking} />
      ) : (
        <DriversPanel me={me} driverCalendar={driverCalendar} />
      )}
    </ListSection>
  );
}
