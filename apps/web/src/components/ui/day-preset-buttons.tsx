import type { DayRange, Preset } from '#web/lib/arrival-days.ts';
import { PRESETS, presetRange } from '#web/lib/arrival-days.ts';

import { Button } from './button.tsx';

// The arrivals boards' day presets (staff's and a partner's) as toggle buttons, the current one
// pressed; `onChoose` gets the chosen preset's days.
export function DayPresetButtons({
  current,
  onChoose,
}: {
  current: Preset;
  onChoose: (range: DayRange) => void;
}) {
  return (
    <>
      {PRESETS.map((preset) => (
        <Button
          key={preset.key}
          variant={current === preset.key ? 'primary' : 'secondary'}
          aria-pressed={current === preset.key}
          className="min-h-11"
          onClick={() => onChoose(presetRange(preset.key))}
        >
          {preset.label}
        </Button>
      ))}
    </>
  );
}
