/**
 * The co-editing benchmark's set-up, through the API (not measured): the owner (organization, team, app and the
 * 1 000-brick pages of bench/editor/page.mjs) and a second member who joins the team as an editor the way
 * e2e/support/team.ts does it (invitation, sign-up, e-mail confirmation read from the server's outbox,
 * acceptance, the organization made current). Each person works in a browser context of their own; their
 * session cookie is what the Node clients send too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPageContent } from '../editor/page.mjs';
import { benchKit, createBenchWorkspace } from '../lib.mjs';

const PASSWORD = 'benchmark-password-1';

/** A GraphQL call with the context's session that throws on errors. */
const gqlOf =
  (request) =>
  async (query, variables = {}) => {
    const response = await request.post('/graphql', { data: { query, variables } });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

async function signUpAndIn(request, name, email) {
  const signup = await request.post('/signup', {
    data: { username: name, email, password: PASSWORD, repeatPassword: PASSWORD },
  });
  if (signup.status() !== 201) throw new Error(`signup ${email}: ${signup.status()}`);
  const login = await request.post('/signin', { data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`signin ${email}: ${login.status()}`);
}

/** Mail bodies are quoted-printable: long links are folded with soft line breaks. */
const decode = (text) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The token of the link to `pathPrefix` in the e-mail to `to`, waiting for it in `dataDir`/outbox. */
async function tokenFromOutbox(dataDir, to, pathPrefix) {
  const outbox = path.join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathPrefix}([A-Za-z0-9_-]+)`);
  for (let i = 0; i < 150; i++) {
    let files = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {}
    for (const file of files.sort()) {
      const eml = decode(readFileSync(path.join(outbox, file), 'utf8'));
      if (!eml.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const found = eml.match(pattern);
      if (found) return found[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} with a ${pathPrefix} link in ${outbox}`);
}

/** The session cookie of a browser context, as the Node clients send it. */
export async function sessionCookie(context) {
  const cookie = (await context.cookies()).find((c) => c.name === 'auth_token');
  if (!cookie) throw new Error('no auth_token cookie in the context');
  return `auth_token=${cookie.value}`;
}

/**
 * Signs the owner up in `owner` (a browser context), makes the organization, team and app and `pages` flat
 * 1 000-brick pages, and has a second person join the team as an editor in `member`. Returns the app's id,
 * the pages ({ id, url, contentBytes }) and both cookies.
 */
export async function setUp({ owner, member, dataDir, bricks, pages: pageCount }) {
  const stamp = Date.now();
  await signUpAndIn(owner.request, 'Ada Bench', `ada.${stamp}@example.com`);
  const gql = gqlOf(owner.request);
  const { orgId, teamId, appId } = await createBenchWorkspace(gql);
  const { template, kit } = await benchKit(gql);
  const content = buildPageContent(template, kit, bricks);
  const contentBytes = Buffer.byteLength(JSON.stringify(content));
  const pages = [];
  for (let i = 0; i < pageCount; i++) {
    const { createPage } = await gql('mutation ($p: NewPageInput!) { createPage(newPage: $p) { id } }', {
      p: {
        appId,
        templateId: template.id,
        name: `Co-editing ${i}`,
        url: `co-editing-${i}`,
        title: `A thousand bricks, edited together (${i})`,
        description: 'The co-editing benchmark page',
        tags: ['bench'],
        content,
      },
    });
    pages.push({ id: createPage.id, url: `/apps/${appId}/page/${createPage.id}`, contentBytes });
  }

  // The second person, an editor of the team.
  const email = `bob.${stamp}@example.com`;
  await gql(
    'mutation ($t: ID!, $e: String!, $r: String!) { inviteTeamMember(teamId: $t, email: $e, role: $r) { type } }',
    {
      t: teamId,
      e: email,
      r: 'editor',
    },
  );
  const invitation = await tokenFromOutbox(dataDir, email, '/invitations/');
  await signUpAndIn(member.request, 'Bob Bench', email);
  const confirm = await tokenFromOutbox(dataDir, email, '/email/confirm/');
  const confirmed = await member.request.post('/email-confirmation', { data: { token: confirm } });
  if (confirmed.status() !== 200) throw new Error(`email confirmation: ${confirmed.status()}`);
  await gqlOf(member.request)('mutation ($t: String!) { acceptInvitation(token: $t) { id } }', {
    t: invitation,
  });
  const switched = await member.request.put(`/users/current-org/${orgId}`);
  if (switched.status() !== 200) throw new Error(`current org: ${switched.status()}`);

  return {
    appId,
    pages,
    ownerCookie: await sessionCookie(owner),
    memberCookie: await sessionCookie(member),
  };
}
