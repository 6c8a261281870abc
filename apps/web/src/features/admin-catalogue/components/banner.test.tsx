import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BannerView, useBanner } from './banner.tsx';

describe('useBanner (admin §4, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a success shows for 2 seconds', () => {
    const { result } = renderHook(() => useBanner());
    act(() => result.current.success('Package added'));
    expect(result.current.banner).toMatchObject({ tone: 'success', text: 'Package added' });
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.banner).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.banner).toBeNull();
  });

  it('an error shows for 3 seconds', () => {
    const { result } = renderHook(() => useBanner());
    act(() => result.current.error('Failed to add package'));
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.banner).toMatchObject({ tone: 'error' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.banner).toBeNull();
  });

  it('a new banner replaces the one showing and gets its own full time', () => {
    const { result } = renderHook(() => useBanner());
    act(() => result.current.error('Failed to update visibility'));
    act(() => vi.advanceTimersByTime(2500));
    act(() => result.current.success('Visibility updated'));
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.banner).toMatchObject({ text: 'Visibility updated' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.banner).toBeNull();
  });
});

describe('BannerView', () => {
  it('announces errors as alerts and successes as status, green and red', () => {
    const { rerender } = render(
      <BannerView banner={{ tone: 'error', text: 'Failed to load packages', id: 1 }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load packages');
    expect(screen.getByRole('alert').className).toContain('bg-red-50');
    rerender(<BannerView banner={{ tone: 'success', text: 'Package added', id: 2 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Package added');
    expect(screen.getByRole('status').className).toContain('bg-green-50');
  });
});
