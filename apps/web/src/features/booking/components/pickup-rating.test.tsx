import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { bookingFixture } from '#web/test/bookings.ts';
import { answerRoutes, jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { PickupRating } from './pickup-rating.tsx';

const driver = { name: 'Tom Nguyen', firstName: 'Tom', phone: '+61 412 345 678' };
const done = bookingFixture({ pickup: { status: 'Done', meetingPoint: '', driver } });
const url = `/api/booking/${done._id}/rating`;

afterEach(() => vi.restoreAllMocks());

describe('PickupRating (issue 35 item 5)', () => {
  it('is not offered before the pickup is done', () => {
    renderWithApp(
      <PickupRating
        booking={bookingFixture({ pickup: { status: 'Assigned', meetingPoint: '', driver } })}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Rate your pickup' })).not.toBeInTheDocument();
  });

  it('takes 1 to 5 stars by keyboard and a comment, sends them, then says what was given', async () => {
    const fetchSpy = answerRoutes({
      [url]: () =>
        jsonResponse({
          rating: { score: 4, comment: 'Kind and on time', createdAt: '2027-02-16T09:00:00.000Z' },
        }),
    });
    const { user } = renderWithApp(<PickupRating booking={done} />);
    const send = screen.getByRole('button', { name: 'Send rating' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Comment (optional)'), 'Kind and on time');
    await user.click(send);
    expect(await screen.findByText('You gave 4 out of 5. Thank you!')).toBeVisible();
    expect(screen.getByText('“Kind and on time”')).toBeVisible();
    const call = fetchSpy.mock.calls.find(([u]) => u === url);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ score: 4, comment: 'Kind and on time' });
  });

  it('shows a rating already given, and the server’s refusal in words', async () => {
    renderWithApp(
      <PickupRating
        booking={bookingFixture({
          pickup: {
            status: 'Done',
            meetingPoint: '',
            driver,
            rating: { score: 2, comment: '', createdAt: '2027-02-16T09:00:00.000Z' },
          },
        })}
      />,
    );
    expect(screen.getByText('You gave 2 out of 5. Thank you!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it('says why the server refused', async () => {
    answerRoutes({
      [url]: () =>
        jsonResponse(
          { message: 'You have already rated this pickup.', code: 'ALREADY_RATED' },
          409,
        ),
    });
    const { user } = renderWithApp(<PickupRating booking={done} />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You have already rated this pickup.'),
    );
  });
});
