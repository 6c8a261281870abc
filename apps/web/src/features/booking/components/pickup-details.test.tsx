import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PickupDetails } from './pickup-details.tsx';

describe('PickupDetails (the student’s booking details)', () => {
  it('shows nothing until a driver is assigned', () => {
    const { container } = render(
      <PickupDetails pickup={{ status: 'Unassigned', meetingPoint: '', driver: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the driver's first name, a tap-to-call link and the meeting point", () => {
    render(
      <PickupDetails
        pickup={{
          status: 'Assigned',
          meetingPoint: 'Terminal 2, Meeting Point',
          driver: { name: 'Tom Nguyen', firstName: 'Tom', phone: '+61 412 345 678' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your airport pickup' })).toBeInTheDocument();
    expect(screen.getByText('Terminal 2, Meeting Point')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Tom Nguyen: +61 412 345 678' })).toHaveAttribute(
      'href',
      'tel:+61412345678',
    );
  });

  it('shows the car, its plate and the languages the driver speaks, when entered (issue 35)', () => {
    render(
      <PickupDetails
        pickup={{
          status: 'Assigned',
          meetingPoint: '',
          driver: {
            name: 'Tom Nguyen',
            firstName: 'Tom',
            phone: '+61 412 345 678',
            languages: ['English', 'Vietnamese'],
            car: { make: 'Toyota Camry', colour: 'White', plate: '1AB 2CD' },
          },
        }}
      />,
    );
    expect(screen.getByText('Car').nextSibling).toHaveTextContent('White Toyota Camry');
    expect(screen.getByText('Number plate').nextSibling).toHaveTextContent('1AB 2CD');
    expect(screen.getByText('Speaks').nextSibling).toHaveTextContent('English, Vietnamese');
  });
});
