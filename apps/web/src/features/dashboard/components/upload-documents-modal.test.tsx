import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, renderWithApp } from '#web/test/render.tsx';
import { UploadDocumentsModal } from './upload-documents-modal.tsx';

const QUOTA = 'You can keep at most 20 documents. Contact support if you need to send more.';

// The upload goes through XMLHttpRequest (for its progress events); this one answers as the
// server does past the per-user quota.
class RefusingUpload {
  status = 0;
  responseText = '';
  upload = { addEventListener: () => {} };
  private listeners = new Map<string, () => void>();
  open() {}
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send() {
    this.status = 413;
    this.responseText = JSON.stringify({ message: QUOTA, code: 'DOCUMENT_QUOTA' });
    queueMicrotask(() => this.listeners.get('load')?.());
  }
}

describe('UploadDocumentsModal', () => {
  it("shows the server's message when an upload is refused", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ documents: [], total: 0 }));
    vi.stubGlobal('XMLHttpRequest', RefusingUpload);
    const { user } = renderWithApp(<UploadDocumentsModal open onClose={() => {}} />, {
      signedIn: true,
    });
    const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Choose files/), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(QUOTA)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
