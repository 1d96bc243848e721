import { errorMessage, type Schemas, useReplyContactMessage } from '@autoskola/api-client';
import { CheckboxField, StatusMessage, TextAreaField } from '@autoskola/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

export const REPLY_TEXTS = {
  empty: 'Nie je možné odoslať prázdnu odpoveď.',
  failed: 'Odpoveď sa nepodarilo odoslať.',
} as const;

const replySchema = z.object({
  replyMessage: z.string().refine((text) => text.trim() !== '', REPLY_TEXTS.empty),
  resolve: z.boolean(),
});

type ReplyValues = z.infer<typeof replySchema>;

interface ReplyFormProps {
  contactForm: Schemas['ContactMessageDetail'];
  onSent: () => void;
}

/** SPEC §4: one reply, to the sender's e-mail, optionally marking the message resolved as well. */
export function ReplyForm({ contactForm, onSent }: ReplyFormProps) {
  const reply = useReplyContactMessage();
  const alreadyResolved = contactForm.dateResolved !== null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { replyMessage: '', resolve: !alreadyResolved },
  });

  const onSubmit = handleSubmit(async ({ replyMessage, resolve }) => {
    try {
      await reply.mutateAsync({
        id: contactForm.id,
        replyMessage: replyMessage.trim(),
        ...(alreadyResolved ? {} : { resolved: resolve }),
      });
      onSent();
    } catch {
      // The message stays in the field; the error is shown below (reply.error).
    }
  });

  return (
    <form className="reply-form" onSubmit={onSubmit} noValidate>
      <TextAreaField
        label="Odpoveď"
        required
        rows={5}
        error={errors.replyMessage?.message}
        {...register('replyMessage')}
      />
      {!alreadyResolved && <CheckboxField label="Zároveň označiť ako vyriešené" {...register('resolve')} />}
      {reply.isError && <StatusMessage kind="error">{errorMessage(reply.error, REPLY_TEXTS.failed)}</StatusMessage>}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Odosielam...' : 'Odoslať odpoveď'}
      </button>
    </form>
  );
}
