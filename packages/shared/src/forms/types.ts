/**
 * Forms on live sites (issue 24, docs/decisions/0036): the contracts every part shares. A form is a Form brick
 * (a container whose `Form` property says what happens after a submission) holding field bricks (each with a
 * `FormField` property). What a published page's forms accept is computed once at publish (`PublishedForm`) and
 * stored with the version, so the live endpoint validates against what was published, never against the editor's
 * content nor what the browser claims.
 */

/** The kinds of field the starter kit offers; a FormField value names one. */
export const FIELD_KINDS = [
  'text',
  'email',
  'tel',
  'number',
  'textarea',
  'select',
  'checkboxes',
  'radio',
  'date',
  'file',
  'consent',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** Kinds whose value is one of the field's options (checkboxes: several of them). */
export const OPTION_KINDS: ReadonlySet<FieldKind> = new Set(['select', 'checkboxes', 'radio']);

export interface FieldOption {
  value: string;
  label: string;
}

/** One field as published: its name is the key of its value in a submission. */
export interface PublishedField {
  name: string;
  kind: FieldKind;
  label: string;
  placeholder: string;
  help: string;
  required: boolean;
  /** number: bounds of the value; date: ISO dates (yyyy-mm-dd). */
  min?: number | string;
  max?: number | string;
  /** text-like kinds: bounds of the length, within LIMITS.forms. */
  minLength?: number;
  maxLength?: number;
  options?: FieldOption[];
  /** checkboxes: at most this many ticked. */
  maxSelections?: number;
  /** file: the extensions accepted (lower case, no dot), a subset of the media rules' (never SVG). */
  accept?: string[];
}

/** What a visitor sees after a submission is accepted. */
export type FormAfter = { kind: 'message'; message: string } | { kind: 'page'; url: string };

/**
 * A form as published: `key` is `{pageId}/{brickId}` (`site/{brickId}` for one in the site header or footer),
 * the same on every version, so submissions and delivery settings follow the form across publishes.
 */
export interface PublishedForm {
  key: string;
  name: string;
  fields: PublishedField[];
  after: FormAfter;
  /** Whether a field takes files: the form posts multipart/form-data. */
  multipart: boolean;
  /** Whether the form asks for a proof of work before it is accepted. */
  challenge: boolean;
}

/** A submission's values by field name: text, the options picked (checkboxes), or yes/no (consent). */
export type SubmissionValue = string | string[] | boolean;
export type SubmissionValues = Record<string, SubmissionValue>;

/** Field names visitors' forms may use: `_tessera…` names are the platform's own (honeypot, time token). */
export const FIELD_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;
export const PLATFORM_FIELD_PREFIX = '_tessera';

/** How a submission is delivered besides being stored. */
export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'refused'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const ATTEMPT_OUTCOMES = ['ok', 'http', 'network', 'timeout', 'refused'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** Why a submission was turned away: counted per form and day, never stored. */
export const REJECTION_REASONS = [
  'honeypot',
  'too-fast',
  'expired',
  'rate-limited',
  'challenge',
  'invalid',
  'too-large',
  'cross-site',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The delivery settings key that applies to every form of an app without settings of its own. */
export const APP_DEFAULT_FORM_KEY = '*';
