import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useResendVerification } from '#web/features/auth/api/resend-verification.ts';

// Shown on the dashboard until the address is confirmed (docs/decisions/050).
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="verify-email-title" className="font-semibold">
          Please confirm your e-mail address
        </h2>
        <p className="text-sm">
          We sent a link to <strong>{email}</strong>. Open it to confirm that the address is yours.
        </p>
        <p role="status" className="text-sm">
          {resend.isSuccess && resend.data.message}
          {resend.isError && errorMessage(resend.error, 'Could not send the link. Try again.')}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        className="shrink-0"
      >
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
    </section>
  );
}
