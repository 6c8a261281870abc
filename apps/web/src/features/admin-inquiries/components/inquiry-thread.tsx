import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { MailStatus } from '@landed/shared/constants';
import type { Inquiry, InquiryReplyBody } from '@landed/shared/schemas/inquiry';
import { REPLY_MESSAGES, inquiryReplyBodySchema } from '@landed/shared/schemas/inquiry';

import { Button } from '#web/components/ui/button.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useReplyToInquiry } from '#web/features/admin-inquiries/api/reply-to-inquiry.ts';

const DELIVERY: Record<MailStatus, string> = {
  pending: 'sending',
  sending: 'sending',
  sent: 'delivered',
  logged: 'not sent: mail is not set up',
  failed: 'could not be delivered',
};

// The replies sent to an inquirer, oldest first (docs/decisions/063).
export function InquiryThread({ inquiry }: { inquiry: Inquiry }) {
  if (inquiry.replies.length === 0) return null;
  return (
    <ol
      aria-label={`Replies to ${inquiry.name}`}
      className="space-y-2 border-l-2 border-brand-100 pl-3"
    >
      {inquiry.replies.map((reply) => (
        <li key={reply._id} className="rounded-md bg-slate-50 p-3">
          <p className="text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{reply.author}</span> replied ·{' '}
            {formatInstantDateTime(reply.createdAt)}
            {reply.delivery && <> · {DELIVERY[reply.delivery]}</>}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
            {reply.message}
          </p>
        </li>
      ))}
    </ol>
  );
}

// Writes a reply: sent by e-mail to the inquirer with their message quoted.
export function ReplyForm({ inquiry }: { inquiry: Inquiry }) {
  const send = useReplyToInquiry();
  const form = useForm<InquiryReplyBody>({
    resolver: zodResolver(inquiryReplyBodySchema),
    defaultValues: { message: '' },
  });
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync({ id: inquiry._id, message });
      form.reset();
      toast.success(REPLY_MESSAGES.sent);
    } catch (error) {
      toast.error(errorMessage(error, REPLY_MESSAGES.failed));
    }
  });
  const length = form.watch('message').length;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <TextArea
        id={`reply-${inquiry._id}`}
        label={`Reply to ${inquiry.name} (${inquiry.email})`}
        rows={4}
        maxLength={5000}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">
          Sent by e-mail with their message quoted. {length}/5000
        </p>
        <Button type="submit" className="px-3 py-1.5" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
