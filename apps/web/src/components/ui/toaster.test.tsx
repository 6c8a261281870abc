import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast } from '#web/lib/toast.ts';
import { screenWidth } from '#web/test/screen-width.ts';

import { Dialog } from './dialog.tsx';
import { AppToaster } from './toaster.tsx';

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <AppToaster />
      <Dialog open={open} onClose={() => setOpen(false)} title="Booking Details">
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

describe('toasts over a dialog (issue 25)', () => {
  // react-hot-toast asks for the visitor's motion preference; jsdom has no matchMedia.
  beforeEach(() => {
    screenWidth(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are drawn inside the open dialog, above its dimmed overlay, and outside once it closes', async () => {
    render(<Page />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    act(() => toast.success('Arrival updated'));
    const shown = await screen.findByText('Arrival updated');
    expect(dialog.contains(shown)).toBe(true);

    act(() => screen.getByRole('button', { name: 'Done', hidden: true }).click());
    act(() => toast.success('Saved again'));
    const later = await screen.findByText('Saved again');
    expect(dialog.contains(later)).toBe(false);
    expect(document.body.contains(later)).toBe(true);
  });
});
