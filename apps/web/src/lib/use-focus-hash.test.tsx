import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useFocusHash } from './use-focus-hash.ts';

// A tab whose fields arrive with its data, a moment after the page opens.
function LateForm() {
  useFocusHash();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 250);
    return () => clearTimeout(timer);
  }, []);
  if (!loaded) return <p>Loading…</p>;
  return (
    <form>
      <label>
        Homepage headline <input />
      </label>
      <section id="bank-title">
        <h2>Bank details</h2>
        <label>
          Bank <input />
        </label>
      </section>
      <section aria-labelledby="business-title">
        <h2 id="business-title">Business details</h2>
        <label>
          Business name <input />
        </label>
      </section>
      <label htmlFor="cms-terms">Terms of Service</label>
      <textarea id="cms-terms" />
    </form>
  );
}

const open = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <LateForm />
    </MemoryRouter>,
  );

describe('a link to a field (issue 33 item 4)', () => {
  it('focuses the field named by the hash once it is on the page', async () => {
    open('/admin?tab=content#cms-terms');
    await waitFor(() => expect(screen.getByLabelText('Terms of Service')).toHaveFocus());
  });

  it("focuses a section's first field when the hash names the section", async () => {
    open('/admin?tab=content#bank-title');
    await waitFor(() => expect(screen.getByLabelText('Bank')).toHaveFocus());
  });

  // The back-office's cards: the id is on the heading, which has no field inside
  // (a "Fix it" link focused nothing on a phone).
  it('focuses the first field of the section a heading named by the hash titles', async () => {
    open('/admin?tab=content#business-title');
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveFocus());
  });

  it('leaves the focus alone without a hash', async () => {
    open('/admin?tab=content');
    await screen.findByLabelText('Bank');
    expect(document.body).toHaveFocus();
  });

  // A field the person clicked while the tab was arriving keeps the focus: the link does not
  // take it away a moment later, and what they type goes where they are looking.
  it('leaves a field the person focused first where it is', async () => {
    open('/admin?tab=content#bank-title');
    const headline = await screen.findByLabelText('Homepage headline');
    headline.focus();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(headline).toHaveFocus();
  });
});
