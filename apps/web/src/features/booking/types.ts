// What the booking modal books: a fixed package from /packages, or the custom package built in
// the custom builder (public §3). Prices are for display; the server computes the real total.
export type CustomSelection = {
  serviceKey: string;
  serviceName: string;
  optionId: string;
  optionName: string;
  price: number;
  features: string[];
};

export type BookingSelection =
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
      services: CustomSelection[];
    };
