import { sendMessageSchema, type SendMessageInput } from '@app/shared/messages';
import { BROADCAST_AUDIENCES } from '@app/shared/messages';
import { Button, FormTextareaField, FormTextField, markServerFieldErrors, toast, useZodForm } from '@app/ui';
import { Send } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
import { useSendMessage } from '../api/send-message';
import { AUDIENCE_LABELS } from '../audience-labels';
import { AmbassadorSearchPicker } from '../../ambassadors';

type MessageType = SendMessageInput['type'];

const MESSAGE_TYPES: { value: MessageType; label: string }[] = [
  { value: 'individual', label: 'Individual message' },
  { value: 'broadcast', label: 'Broadcast' },
];
const formFields = ['type', 'to_user_id', 'audience', 'subject', 'content'];

const blankMessage = (type: MessageType): SendMessageInput =>
  type === 'individual' ? { type, to_user_id: '', subject: '', content: '' } : { type, audience: 'all', subject: '', content: '' };

/** The first problem, in the order the spec checks them: the content, then the recipient. */
const firstProblemOf = (errors: FieldErrors<SendMessageInput>) => {
  const byField = errors as Partial<Record<string, { message?: string }>>;
  return ['content', 'to_user_id', 'audience', 'subject'].map((field) => byField[field]?.message).find(Boolean);
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Send Message (spec part 2, sections 2 and 5): to one ambassador, or a broadcast to an audience of students. */
export function SendMessageForm() {
  const sendMessage = useSendMessage();
  const audienceHelpId = useId();
  const { register, control, handleSubmit, setValue, setError, reset, watch, getFieldState, formState } = useZodForm(
    sendMessageSchema,
    blankMessage('individual'),
  );
  const { isSubmitting } = formState;
  const errorOf = (field: Parameters<typeof getFieldState>[0]) => getFieldState(field, formState).error?.message;
  const type = watch('type');
  const recipient = useController({ control, name: 'to_user_id' });

  const typeField = register('type', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // A broadcast goes to everyone unless the admin narrows it. The form holds only the fields of the
      // variants it has shown, so the audience is unset until then, whatever its type says.
      const audience: string | undefined = watch('audience');
      if (event.target.value === 'broadcast' && !audience) setValue('audience', 'all');
    },
  });

  const onSubmit = handleSubmit(
    async (message) => {
      let sent;
      try {
        sent = await sendMessage(message);
      } catch (error) {
        markServerFieldErrors(error, setError, formFields);
        toast({ title: 'Error', description: 'Failed to send message', variant: 'destructive', error });
        return;
      }
      toast({
        title: 'Message sent successfully',
        description: sent.recipient_name ? `Sent to ${sent.recipient_name}.` : `Sent to ${plural(sent.recipient_count, 'ambassador')}.`,
      });
      reset(blankMessage(message.type));
    },
    (errors) => {
      const problem = firstProblemOf(errors);
      if (problem) toast({ title: 'Error', description: problem, variant: 'destructive' });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Message Type</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {MESSAGE_TYPES.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={option.value} className="size-4 accent-primary" disabled={isSubmitting} {...typeField} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      {type === 'individual' ? (
        <AmbassadorSearchPicker
          value={recipient.field.value}
          onChange={recipient.field.onChange}
          onBlur={recipient.field.onBlur}
          inputRef={recipient.field.ref}
          error={errorOf('to_user_id')}
          disabled={isSubmitting}
          noMatchText={(typed) => `No ambassadors match “${typed}”.`}
        />
      ) : (
        <fieldset className="grid gap-2" aria-describedby={audienceHelpId}>
          <legend className="mb-2 text-sm font-medium">Audience</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {BROADCAST_AUDIENCES.map((audience) => (
              <label key={audience} className="flex items-center gap-2 text-sm">
                <input type="radio" value={audience} className="size-4 accent-primary" disabled={isSubmitting} {...register('audience')} />
                {AUDIENCE_LABELS[audience]}
              </label>
            ))}
          </div>
          <p id={audienceHelpId} className="text-sm text-muted-foreground">
            Broadcasts go to the student ambassadors at that stage of their objectives.
          </p>
          {errorOf('audience') && <p className="text-sm text-destructive">{errorOf('audience')}</p>}
        </fieldset>
      )}

      <FormTextField control={control} name="subject" label="Subject (optional)" placeholder="What is this about?" />
      <FormTextareaField control={control} name="content" label="Message" rows={6} required placeholder="Write your message..." />
      <div>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          <Send aria-hidden /> {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
