// Leaving the app for another address (Stripe's Checkout, the same page in another language):
// one object, so a test can watch where the app sends the reader (the browser's own `location`
// cannot be replaced in every test environment).
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
