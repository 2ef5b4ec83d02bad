import { FORM_CONSOLE_MESSAGES as FORM_MESSAGES, WEBHOOK_URL_MESSAGES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { FormDeliverySettings } from './api/form-delivery.ts';
import {
  deliveryProblemOf,
  draftOf,
  draftProblems,
  inputOf,
  isChanged,
  webhookHostOf,
} from './delivery-draft.ts';

const saved: FormDeliverySettings = {
  appId: 'a',
  formKey: 'p/b',
  inherited: false,
  email: true,
  recipients: [{ id: 'u1', username: 'ana', email: 'ana@example.com' }],
  webhook: false,
  webhookUrl: null,
  webhookSecret: null,
  hasWebhookSecret: false,
  previousSecretUntil: null,
  challenge: false,
  updatedAt: null,
  candidates: [],
};

describe('form delivery draft', () => {
  it('round-trips the saved settings and is unchanged until a field is', () => {
    const draft = draftOf(saved);
    expect(inputOf(draft)).toEqual({
      email: true,
      recipients: ['u1'],
      webhook: false,
      webhookUrl: null,
      challenge: false,
    });
    expect(isChanged(draft, saved)).toBe(false);
    expect(isChanged({ ...draft, webhookUrl: '  ' }, saved)).toBe(false);
    expect(isChanged({ ...draft, recipients: ['u1', 'u2'] }, saved)).toBe(true);
    expect(isChanged({ ...draft, webhookUrl: ' https://h.example/x ' }, saved)).toBe(true);
    expect(inputOf({ ...draft, webhookUrl: ' https://h.example/x ' }).webhookUrl).toBe('https://h.example/x');
  });

  it('tells what the server would refuse before sending', () => {
    expect(draftProblems(draftOf(saved))).toEqual([]);
    expect(draftProblems({ ...draftOf(saved), recipients: [], webhook: true })).toEqual([
      { field: 'recipients', key: 'email_without_recipients' },
      { field: 'webhookUrl', key: 'webhook_without_url' },
    ]);
  });

  it("maps the server's refusals to the field they concern", () => {
    expect(deliveryProblemOf({ statusCode: 400, message: WEBHOOK_URL_MESSAGES.private })).toEqual({
      field: 'webhookUrl',
      key: 'url_private',
    });
    expect(
      deliveryProblemOf({ statusCode: 400, message: `${FORM_MESSAGES.recipientsNotMembers}x, y` }),
    ).toEqual({ field: 'recipients', key: 'recipients_not_members' });
    expect(deliveryProblemOf({ statusCode: 403, message: WEBHOOK_URL_MESSAGES.private })).toBeNull();
    expect(deliveryProblemOf({ statusCode: 400, message: 'something else' })).toBeNull();
  });

  it("names only the webhook's host", () => {
    expect(webhookHostOf('https://hooks.example.com/t/secret-token')).toBe('hooks.example.com');
    expect(webhookHostOf('not a url')).toBeNull();
    expect(webhookHostOf(null)).toBeNull();
  });
});
