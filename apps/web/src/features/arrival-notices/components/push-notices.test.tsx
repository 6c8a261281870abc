import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '#web/test/render.tsx';
import type { PushBrowser, PushState } from '#web/features/arrival-notices/lib/push-browser.ts';
import { realPushBrowser } from '#web/features/arrival-notices/lib/push-browser.ts';
import { PushNotices } from './push-notices.tsx';

function fakeBrowser(initial: PushState, turnOn: () => Promise<PushState> = async () => 'on') {
  return {
    state: vi.fn(async () => initial),
    turnOn: vi.fn(turnOn),
    turnOff: vi.fn(async (): Promise<PushState> => 'off'),
  } satisfies PushBrowser;
}

describe('PushNotices (issue 35 item 4)', () => {
  it('asks for permission only when the button is tapped, then says notices are on', async () => {
    const browser = fakeBrowser('off');
    const { user } = renderWithApp(<PushNotices browser={browser} />);
    const button = await screen.findByRole('button', { name: 'Get notices on this phone' });
    expect(browser.turnOn).not.toHaveBeenCalled();
    await user.click(button);
    expect(browser.turnOn).toHaveBeenCalledWith('en');
    expect(await screen.findByText('Notices are on for this phone.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(browser.turnOff).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Get notices on this phone' })).toBeVisible();
  });

  it('says when notices are blocked, with no button', async () => {
    renderWithApp(<PushNotices browser={fakeBrowser('blocked')} />);
    expect(await screen.findByText(/Notices are blocked for this site/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when this browser cannot get notices, with no button', async () => {
    renderWithApp(<PushNotices browser={fakeBrowser('unsupported')} />);
    expect(await screen.findByText(/This browser cannot get notices/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the state a refusal at the prompt leaves', async () => {
    const browser = fakeBrowser('off', async () => 'blocked');
    const { user } = renderWithApp(<PushNotices browser={browser} />);
    await user.click(await screen.findByRole('button', { name: 'Get notices on this phone' }));
    expect(await screen.findByText(/Notices are blocked for this site/)).toBeVisible();
  });

  it('says so when subscribing fails, and offers the button again', async () => {
    const browser = fakeBrowser('off', () => Promise.reject(new Error('no push service')));
    const { user } = renderWithApp(<PushNotices browser={browser} />);
    await user.click(await screen.findByRole('button', { name: 'Get notices on this phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notices could not be turned on. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Get notices on this phone' })).toBeEnabled();
  });

  it('finds no push in a browser without a service worker', async () => {
    expect(await realPushBrowser.state('en')).toBe('unsupported');
  });
});
