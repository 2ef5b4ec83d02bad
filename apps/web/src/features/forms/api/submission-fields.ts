import { gql } from '@apollo/client';

/** A form of an app as the Submissions screen lists it (GraphQL AppForm). */
export interface AppForm {
  /** {pageId}/{brickId}, or site/{brickId}: the same across publishes. */
  key: string;
  name: string;
  pageId: string | null;
  /** On a live page now; false for a form that only has submissions left. */
  live: boolean;
  total: number;
  unread: number;
  /** Refused today (UTC): spam traps, too fast, rate limited…; never stored. */
  rejectedToday: number;
}

/** A submitted value: text, the options ticked (checkboxes), or a consent's true/false. */
export type SubmittedValue = string | string[] | boolean | null | undefined;

export interface SubmissionField {
  name: string;
  label: string;
  kind: string;
}

export type DeliveryState = 'pending' | 'sent' | 'failed' | 'refused';
export type DeliveryChannel = 'email' | 'webhook';

/** What the list's badges need of a delivery. */
export interface DeliveryBadge {
  id: string;
  channel: DeliveryChannel | string;
  state: DeliveryState | string;
}

export interface SubmissionRow {
  id: string;
  formKey: string;
  formName: string;
  values: Record<string, SubmittedValue>;
  fields: SubmissionField[];
  createdAt: string;
  readAt: string | null;
  deliveries: DeliveryBadge[];
}

export interface DeliveryAttempt {
  number: number;
  startedAt: string;
  durationMs: number;
  /** ok, http, network, timeout or refused. */
  outcome: string;
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

export interface Delivery extends DeliveryBadge {
  target: string;
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
  attemptLog: DeliveryAttempt[];
}

export interface SubmissionFile {
  id: string;
  field: string;
  name: string;
  extension: string;
  mediaType: string;
  size: number;
  /** The console's download address (form.readSubmissions): never served on the live site. */
  url: string;
}

export interface SubmissionDetail extends Omit<SubmissionRow, 'deliveries'> {
  pageId: string | null;
  readBy: { id: string; username: string } | null;
  files: SubmissionFile[];
  deliveries: Delivery[];
}

export interface SubmissionPageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export const DELIVERY_FIELDS = gql`
  fragment FormDeliveryFields on FormDelivery {
    id
    channel
    target
    state
    attempts
    nextAttemptAt
    deliveredAt
    lastError
    attemptLog {
      number
      startedAt
      durationMs
      outcome
      statusCode
      responseExcerpt
      error
    }
  }
`;

export const SUBMISSION_ROW_FIELDS = gql`
  fragment FormSubmissionRowFields on FormSubmission {
    id
    formKey
    formName
    values
    fields {
      name
      label
      kind
    }
    createdAt
    readAt
    deliveries {
      id
      channel
      state
    }
  }
`;
