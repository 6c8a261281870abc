// What "Book Now" and "Book Custom Package" hand to whoever books (the route opens the booking
// modal with it). The same shape as the booking feature's BookingSelection, declared here
// because features never import each other; the route's types check that they match.
export type CustomChoice = {
  serviceKey: string;
  serviceName: string;
  optionId: string;
  optionName: string;
  price: number;
  features: string[];
};

export type PackageBookingRequest =
  | {
      kind: 'package';
      packageId: string;
      name: string;
      price: string;
      totalPrice: number;
      features: string[];
    }
  | {
      kind: 'custom';
      name: 'Custom Package';
      price: string;
      totalPrice: number;
      services: CustomChoice[];
    };

export type OnBook = (request: PackageBookingRequest) => void;
