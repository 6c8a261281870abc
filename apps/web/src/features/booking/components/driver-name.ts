// The driver's name as the business entered it (issue 25). A pass kept offline before the
// answer carried `name` has only the first word: it shows that until the pass is refreshed.
export const driverName = (driver: { name?: string; firstName: string }): string =>
  driver.name || driver.firstName;
