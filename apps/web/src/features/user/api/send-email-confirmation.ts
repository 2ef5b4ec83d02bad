import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

export const SEND_EMAIL_CONFIRMATION: TypedDocumentNode<
  { sendEmailConfirmation: boolean },
  Record<string, never>
> = gql`
  mutation SendEmailConfirmation {
    sendEmailConfirmation
  }
`;

/** Mails the confirmation link again: for the pending e-mail change, else for the unconfirmed address. */
export function useSendEmailConfirmation() {
  return useMutation(SEND_EMAIL_CONFIRMATION);
}
