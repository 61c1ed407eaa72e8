import { contactSharingQueryOptions, useContactAnswer } from '@app/api/contact-sharing';
import { ContactQuestion } from '@app/ui/contact-question';
import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The company's question in its conversation (issue 37 §3; loaded lazily): "Share your phone and
 * e-mail with AGS Health?" while it waits for an answer, Share / Not now through the write queue.
 */
export default function ContactPrompt({ companyId }: { companyId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(contactSharingQueryOptions());
  const { answer, note } = useContactAnswer(queryClient);
  const question = query.data?.shares.find(
    (share) => share.company_id === companyId && share.state === 'asked',
  );
  if (!question)
    return note ? (
      <Text size="sm" role="status">
        {note}
      </Text>
    ) : null;
  return <ContactQuestion company={question.company_name} onAnswer={(share) => answer(question, share)} />;
}
