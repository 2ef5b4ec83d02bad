import { gql, type TypedDocumentNode, useMutation, useQuery } from '@apollo/client';

/** A member of the app's team who receives (or may receive) a form's submissions by e-mail. */
export interface FormRecipient {
  id: string;
  username: string;
  email: string;
}

/** schema.graphql FormDeliverySettings: where a form's submissions go besides being stored. */
export interface FormDeliverySettings {
  appId: string;
  formKey: string;
  inherited: boolean;
  email: boolean;
  recipients: FormRecipient[];
  webhook: boolean;
  webhookUrl: string | null;
  /** Managers only (null for others). */
  webhookSecret: string | null;
  hasWebhookSecret: boolean;
  previousSecretUntil: string | null;
  challenge: boolean;
  updatedAt: string | null;
  /** Managers only: confirmed members of the app's team. */
  candidates: FormRecipient[];
}

export interface FormDeliveryInput {
  email: boolean;
  recipients: string[];
  webhook: boolean;
  webhookUrl: string | null;
  challenge: boolean;
}

/** The receiver's answer to a signed form.test post. */
export interface FormWebhookTest {
  ok: boolean;
  outcome: string;
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

const SETTINGS_FIELDS = gql`
  fragment FormDeliverySettingsFields on FormDeliverySettings {
    appId
    formKey
    inherited
    email
    recipients {
      id
      username
      email
    }
    webhook
    webhookUrl
    webhookSecret
    hasWebhookSecret
    previousSecretUntil
    challenge
    updatedAt
    candidates {
      id
      username
      email
    }
  }
`;

type Key = { appId: string; formKey: string };

/** form.readSubmissions (editor and up). */
export const FORM_DELIVERY_QUERY: TypedDocumentNode<{ formDeliverySettings: FormDeliverySettings }, Key> =
  gql`
  query FormDeliverySettings($appId: ID!, $formKey: String!) {
    formDeliverySettings(appId: $appId, formKey: $formKey) {
      ...FormDeliverySettingsFields
    }
  }
  ${SETTINGS_FIELDS}
`;

/** form.manageDelivery (managers). Writes every field; effective at once, not versioned. */
export const UPDATE_FORM_DELIVERY_MUTATION: TypedDocumentNode<
  { updateFormDeliverySettings: FormDeliverySettings },
  Key & { input: FormDeliveryInput }
> = gql`
  mutation UpdateFormDeliverySettings($appId: ID!, $formKey: String!, $input: FormDeliverySettingsInput!) {
    updateFormDeliverySettings(appId: $appId, formKey: $formKey, input: $input) {
      ...FormDeliverySettingsFields
    }
  }
  ${SETTINGS_FIELDS}
`;

/** form.manageDelivery. The previous secret still signs for 24 hours. */
export const ROTATE_FORM_SECRET_MUTATION: TypedDocumentNode<
  { rotateFormWebhookSecret: FormDeliverySettings },
  Key
> = gql`
  mutation RotateFormWebhookSecret($appId: ID!, $formKey: String!) {
    rotateFormWebhookSecret(appId: $appId, formKey: $formKey) {
      ...FormDeliverySettingsFields
    }
  }
  ${SETTINGS_FIELDS}
`;

/** form.manageDelivery. One signed form.test post to the saved webhook. */
export const SEND_TEST_FORM_WEBHOOK_MUTATION: TypedDocumentNode<
  { sendTestFormWebhook: FormWebhookTest },
  Key
> = gql`
  mutation SendTestFormWebhook($appId: ID!, $formKey: String!) {
    sendTestFormWebhook(appId: $appId, formKey: $formKey) {
      ok
      outcome
      statusCode
      durationMs
      responseExcerpt
      error
    }
  }
`;

export function useFormDeliverySettings(key: Key | null) {
  return useQuery(FORM_DELIVERY_QUERY, {
    variables: key ?? { appId: '', formKey: '' },
    skip: !key,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}

export const useUpdateFormDelivery = () => useMutation(UPDATE_FORM_DELIVERY_MUTATION);
export const useRotateFormSecret = () => useMutation(ROTATE_FORM_SECRET_MUTATION);
export const useSendTestFormWebhook = () => useMutation(SEND_TEST_FORM_WEBHOOK_MUTATION);
