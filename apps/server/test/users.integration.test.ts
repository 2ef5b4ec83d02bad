import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@tessera/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailFromOutbox,
  createTestApp,
  emailTokenIn,
  gql,
  mailsTo,
  me,
  type Profile,
  type SignedInUser,
  signIn,
  signUpAndIn,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';

const UPDATE_USER = `mutation ($id: ID!, $user: UpdateUserInput!) {
  updateUser(id: $id, user: $user) { id username email }
}`;
const UPDATE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) {
  updateUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)
}`;

describe('GraphQL users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('me', () => {
    it('answers 401 when signed out', async () => {
      const answer = await gql(t, '{ me { id username email } }');
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(401);
      expect(answer.errors?.[0]?.message).toBeTruthy();
      expect(answer.data?.me ?? null).toBeNull();
    });

    it('returns the profile, never the password hash', async () => {
      const user = await signUpAndIn(t, 'meuser');
      const answer = await gql(
        t,
        '{ me { id username email createdAt updatedAt orgs { id } teams { id } } }',
        {},
        user.token,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.me).toMatchObject({ id: user.id, username: 'meuser person', email: user.email });
      const { createdAt } = (answer.data?.me ?? {}) as { createdAt: string };
      expect(new Date(createdAt).toISOString()).toBe(createdAt);
      const hash = await gql(t, '{ me { passwordHash } }', {}, user.token);
      expect(hash.errors?.[0]?.extensions?.status_code).toBe(400);
    });
  });

  describe('updateUser', () => {
    let user: SignedInUser;
    let other: SignedInUser;
    let profile: Profile;

    beforeAll(async () => {
      user = await signUpAndIn(t, 'profile');
      other = await signUpAndIn(t, 'neighbour');
    });

    async function expectUnchanged() {
      expect(await me(t, user.token)).toEqual(profile);
    }

    it('renames at once; a normalised new e-mail waits for its link and needs the current password', async () => {
      const email = uniqueEmail('renamed');
      const noPassword = await gql(
        t,
        UPDATE_USER,
        { id: user.id, user: { username: 'Renamed Person', email } },
        user.token,
      );
      expect(noPassword.errors?.[0]?.extensions?.status_code).toBe(400);
      expect(noPassword.errors?.[0]?.message).toBe(SERVER_MESSAGES.currentPasswordRequired);
      const answer = await gql(
        t,
        UPDATE_USER,
        {
          id: user.id,
          user: {
            username: '  Renamed Person  ',
            email: `  ${email.toUpperCase()}\t`,
            currentPassword: user.password,
          },
        },
        user.token,
      );
      expect(answer.errors).toBeUndefined();
      // The name changes now; the e-mail only once the link sent to it is opened.
      expect(answer.data?.updateUser).toEqual({ id: user.id, username: 'Renamed Person', email: user.email });
      const pending = await gql(t, '{ me { email pendingEmail } }', {}, user.token);
      expect(pending.data?.me).toEqual({ email: user.email, pendingEmail: email });
      await confirmEmailFromOutbox(t, email);
      profile = { id: user.id, username: 'Renamed Person', email };
      await expectUnchanged();
      // The new e-mail signs in; the old one no longer does.
      expect((await signIn(t, email, user.password)).status).toBe(200);
      expect((await signIn(t, user.email, user.password)).status).toBe(401);
    });

    it('keeps the own e-mail without a conflict and without the password', async () => {
      const answer = await gql(
        t,
        UPDATE_USER,
        { id: user.id, user: { username: 'Same Mail', email: profile.email } },
        user.token,
      );
      expect(answer.errors).toBeUndefined();
      profile = { ...profile, username: 'Same Mail' };
      await expectUnchanged();
    });

    it("answers 403 for another user's id and leaves both users unchanged", async () => {
      const otherBefore = await me(t, other.token);
      const answer = await gql(
        t,
        UPDATE_USER,
        { id: other.id, user: { username: 'Hijacked', email: uniqueEmail('hijack') } },
        user.token,
      );
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(403);
      expect(answer.data?.updateUser ?? null).toBeNull();
      expect(await me(t, other.token)).toEqual(otherBefore);
      await expectUnchanged();
    });

    it('answers 403 for an unknown UUID and 404 for an id that is not a UUID', async () => {
      const unknown = await gql(
        t,
        UPDATE_USER,
        { id: randomUUID(), user: { username: 'Nobody', email: uniqueEmail('nobody') } },
        user.token,
      );
      expect(unknown.errors?.[0]?.extensions?.status_code).toBe(403);
      for (const id of ['not-a-uuid', '1', `${user.id}x`, "' or 1=1 --"]) {
        const answer = await gql(
          t,
          UPDATE_USER,
          { id, user: { username: 'Nobody', email: uniqueEmail('nobody') } },
          user.token,
        );
        expect(answer.errors?.[0]?.extensions?.status_code, id).toBe(404);
        expect(answer.errors?.[0]?.message).toBeTruthy();
      }
      await expectUnchanged();
    });

    it("answers another user's e-mail as any change, in any case: its owner is told, nothing changes", async () => {
      const earlier = (await mailsTo(t, other.email)).length;
      for (const email of [other.email, ` ${other.email.toUpperCase()} `]) {
        const answer = await gql(
          t,
          UPDATE_USER,
          { id: user.id, user: { username: profile.username, email, currentPassword: user.password } },
          user.token,
        );
        expect(answer.errors).toBeUndefined();
      }
      const mails = (await mailsTo(t, other.email)).slice(earlier);
      expect(mails).toHaveLength(2);
      expect(mails.at(-1)?.subject).toBe('Someone tried to use your e-mail address on Tessera');
      expect(mails.map(emailTokenIn).filter(Boolean)).toEqual([]);
      await expectUnchanged();
      expect(await me(t, other.token)).toMatchObject({ email: other.email });
    });

    it('answers 400 naming the username when it is too short or too long', async () => {
      for (const username of ['ab', '   ab   ', 'u'.repeat(51), '']) {
        const answer = await gql(
          t,
          UPDATE_USER,
          { id: user.id, user: { username, email: profile.email } },
          user.token,
        );
        expect(answer.errors?.[0]?.extensions?.status_code, username).toBe(400);
        expect(answer.errors?.[0]?.message).toContain('username');
      }
      await expectUnchanged();
    });

    it('answers 400 naming the email when it is invalid', async () => {
      for (const email of ['not-an-email', 'a@exampl.co', `${'e'.repeat(90)}@example.com`]) {
        const answer = await gql(
          t,
          UPDATE_USER,
          { id: user.id, user: { username: 'Valid Name', email } },
          user.token,
        );
        expect(answer.errors?.[0]?.extensions?.status_code, email).toBe(400);
        expect(answer.errors?.[0]?.message).toContain('email');
      }
      await expectUnchanged();
    });

    it('answers 401 when signed out', async () => {
      const answer = await gql(t, UPDATE_USER, {
        id: user.id,
        user: { username: 'Anonymous', email: uniqueEmail('anon') },
      });
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(401);
      await expectUnchanged();
    });
  });

  describe('updateUserPassword', () => {
    it("answers 401 'current password is wrong' when the current one is wrong, and changes nothing", async () => {
      const user = await signUpAndIn(t, 'wrongcurrent');
      const other = await signIn(t, user.email, user.password);
      const answer = await gql(
        t,
        UPDATE_PASSWORD,
        { currentPassword: 'not-it', newPassword: 'new-secret' },
        user.token,
      );
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(401);
      expect(answer.errors?.[0]?.message).toBe('current password is wrong');
      expect(await me(t, user.token)).toMatchObject({ id: user.id });
      expect(await me(t, other.token ?? '')).toMatchObject({ id: user.id });
      expect((await signIn(t, user.email, user.password)).status).toBe(200);
      expect((await signIn(t, user.email, 'new-secret')).status).toBe(401);
    });

    it('answers 400 when the new password equals the current one', async () => {
      const user = await signUpAndIn(t, 'samepw');
      const answer = await gql(
        t,
        UPDATE_PASSWORD,
        { currentPassword: user.password, newPassword: user.password },
        user.token,
      );
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(400);
      expect(answer.errors?.[0]?.message).toBe('Current and new password cannot be the same');
      expect((await signIn(t, user.email, user.password)).status).toBe(200);
    });

    it('answers 400 naming newPassword when it is too short', async () => {
      const user = await signUpAndIn(t, 'shortpw');
      const answer = await gql(
        t,
        UPDATE_PASSWORD,
        { currentPassword: user.password, newPassword: 'abc' },
        user.token,
      );
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(400);
      expect(answer.errors?.[0]?.message).toContain('newPassword');
      expect((await signIn(t, user.email, user.password)).status).toBe(200);
    });

    it('changes the password, keeps this session and signs out the others', async () => {
      const user = await signUpAndIn(t, 'changepw');
      const second = await signIn(t, user.email, user.password);
      expect(await me(t, second.token ?? '')).toMatchObject({ id: user.id });

      const answer = await gql(
        t,
        UPDATE_PASSWORD,
        { currentPassword: user.password, newPassword: 'changed-secret' },
        user.token,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateUserPassword).toBe(true);

      expect(await me(t, user.token)).toMatchObject({ id: user.id });
      expect(await me(t, second.token ?? '')).toBeNull();
      expect((await signIn(t, user.email, 'changed-secret')).status).toBe(200);
      expect((await signIn(t, user.email, user.password)).status).toBe(401);
    });

    it('answers 401 when signed out', async () => {
      const answer = await gql(t, UPDATE_PASSWORD, {
        currentPassword: 'whatever',
        newPassword: 'new-secret',
      });
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(401);
    });
  });
});
