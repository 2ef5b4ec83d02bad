// THROWAWAY review probe: delete before finishing.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  emailTokenIn,
  gql,
  mailsTo,
  send,
  signUpAndIn,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';

const UPDATE_USER = `mutation ($id: ID!, $user: UpdateUserInput!) {
  updateUser(id: $id, user: $user) { id email pendingEmail }
}`;

describe('review probes', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logs = new PassThrough();
    logs.on('data', (c: Buffer) => logLines.push(...c.toString('utf8').split('\n').filter(Boolean)));
    t = await createTestApp({}, {}, { logs });
  });
  afterAll(() => t.close());

  it.skip('P1 pending e-mail change survives password change', async () => {
    const u = await signUpAndIn(t, 'pwchg');
    const attackerMail = uniqueEmail('evil');
    const a = await gql(
      t,
      UPDATE_USER,
      { id: u.id, user: { username: 'pwchg person', email: attackerMail, currentPassword: u.password } },
      u.token,
    );
    console.log('P1 update', JSON.stringify(a));
    const mails = await mailsTo(t, attackerMail);
    const token = mails.map(emailTokenIn).filter(Boolean).at(-1);
    // victim changes password
    const ch = await gql(
      t,
      'mutation($c:String!,$n:String!){updateUserPassword(currentPassword:$c,newPassword:$n)}',
      { c: u.password, n: 'brand-new-pass-77' },
      u.token,
    );
    console.log('P1 change', JSON.stringify(ch));
    const conf = await send(t, 'POST', '/email-confirmation', { body: { token } });
    console.log('P1 confirm after password change', conf.statusCode, conf.body);
    // Old address told only now
    const old = await mailsTo(t, u.email);
    console.log(
      'P1 mails to old address',
      old.map((m) => m.subject),
    );
  });

  it.skip('P2 mail volume to one victim address from two accounts', async () => {
    const victim = uniqueEmail('bomb');
    let ok = 0;
    for (const label of ['b1', 'b2']) {
      const u = await signUpAndIn(t, label);
      const address = t.address();
      for (let i = 0; i < 12; i++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: address,
          headers: { 'content-type': 'application/json' },
          cookies: { auth_token: u.token },
          payload: JSON.stringify({
            query: UPDATE_USER,
            variables: {
              id: u.id,
              user: { username: `${label} person`, email: victim, currentPassword: u.password },
            },
          }),
        });
        if (!r.json().errors) ok++;
        const s = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: address,
          headers: { 'content-type': 'application/json' },
          cookies: { auth_token: u.token },
          payload: JSON.stringify({ query: 'mutation{sendEmailConfirmation}' }),
        });
        if (!s.json().errors) ok++;
      }
    }
    const mails = await mailsTo(t, victim);
    console.log('P2 accepted', ok, 'mails to victim', mails.length);
  });

  it.skip('P3 resends exhaust the per-address bucket of POST /email-confirmation', async () => {
    const u = await signUpAndIn(t, 'bucket', 'secret-pass', { verify: false });
    const address = t.address();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const s = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        cookies: { auth_token: u.token },
        payload: JSON.stringify({ query: 'mutation{sendEmailConfirmation}' }),
      });
      last = s.json().errors?.[0]?.extensions?.status_code ?? 200;
    }
    const mails = await mailsTo(t, u.email);
    const token = mails.map(emailTokenIn).filter(Boolean).at(-1);
    const conf = await send(t, 'POST', '/email-confirmation', { body: { token }, address });
    console.log('P3 last resend', last, 'confirm from same address', conf.statusCode);
  });

  it.skip('P4 transports', async () => {
    const q = '{ __typename }';
    const batch = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: q }, { query: q }]),
    });
    console.log('P4 batch', batch.statusCode, batch.body.slice(0, 200));
    const get = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(q)}`,
      headers: { accept: 'application/json' },
    });
    console.log('P4 GET query', get.statusCode, get.body.slice(0, 200));
    const getm = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('mutation{sendEmailConfirmation}')}`,
      headers: { accept: 'application/json' },
    });
    console.log('P4 GET mutation', getm.statusCode, getm.body.slice(0, 200));
    let deep: unknown = 1;
    for (let i = 0; i < 300; i++) deep = [deep];
    const getv = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($x:JSON){__typename}')}&variables=${encodeURIComponent(JSON.stringify({ x: deep }))}`,
      headers: { accept: 'application/json' },
    });
    console.log('P4 GET deep variables', getv.statusCode, getv.body.slice(0, 200));
    const form = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `query=${encodeURIComponent(q)}`,
    });
    console.log('P4 form', form.statusCode, form.body.slice(0, 200));
    const text = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: q }),
    });
    console.log('P4 text/plain', text.statusCode, text.body.slice(0, 200));
    const ext = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: q, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
    });
    console.log('P4 persisted ext', ext.statusCode, ext.body.slice(0, 200));
    const noq = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
    });
    console.log('P4 persisted only', noq.statusCode, noq.body.slice(0, 200));
    const opts = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    console.log('P4 preflight', opts.statusCode, JSON.stringify(opts.headers));
  });

  it.skip('P5 introspection fan-out signed out (dev mode)', async () => {
    const levels = [
      '{__schema{types{fields{type{ofType{fields{name}}}}}}}',
      '{__schema{types{fields{type{ofType{fields{type{ofType{fields{name}}}}}}}}}}',
      '{__schema{types{fields{type{ofType{fields{type{ofType{fields{type{ofType{fields{name}}}}}}}}}}}}}',
    ];
    for (const query of levels) {
      const start = performance.now();
      const r = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query }),
      });
      console.log(
        'P5',
        r.statusCode,
        'bytes',
        r.body.length,
        'ms',
        Math.round(performance.now() - start),
        r.body.slice(0, 120),
      );
    }
  });

  it.skip('P6 tokens in logs', async () => {
    const marker = 'TOKENMARKERabcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOP';
    for (const url of [`/password/new/${marker}`, `/email/confirm/${marker}`, `/invitations/${marker}`]) {
      await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    }
    await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($t:String!){invitation(token:$t){email}}')}&variables=${encodeURIComponent(JSON.stringify({ t: marker }))}`,
      headers: { accept: 'application/json' },
    });
    const hits = logLines.filter((l) => l.includes(marker));
    console.log(
      'P6 log lines with token',
      hits.length,
      'total',
      logLines.length,
      logLines.filter((l) => l.includes('incoming')).length,
    );
    console.log(
      logLines
        .filter((l) => l.includes('incoming'))
        .join('\n')
        .slice(0, 1500),
    );
    for (const h of hits) console.log('  ', h.slice(0, 300));
  });

  it.skip('P7 common password with a space', async () => {
    const r = await send(t, 'POST', '/signup', {
      body: {
        username: 'spacey',
        email: uniqueEmail('sp'),
        password: 'password123 ',
        repeatPassword: 'password123 ',
      },
    });
    console.log('P7', r.statusCode, r.body.slice(0, 120));
    const r2 = await send(t, 'POST', '/signup', {
      body: {
        username: 'spacey',
        email: uniqueEmail('sp'),
        password: 'password123',
        repeatPassword: 'password123',
      },
    });
    console.log('P7 plain', r2.statusCode, r2.body.slice(0, 120));
  });

  it.skip('P8 reset side channel: a request right after the reset', async () => {
    const known: string[] = [];
    for (let i = 0; i < 4; i++) known.push((await signUpAndIn(t, `side${i}`)).email);
    await t.services.background.idle();
    const k: number[] = [];
    const u: number[] = [];
    const kt: number[] = [];
    const ut: number[] = [];
    for (let i = 0; i < 36; i++) {
      for (const isKnown of i % 2 === 0 ? [true, false] : [false, true]) {
        const email = isKnown ? known[i % 4]! : uniqueEmail('nobody');
        const t0 = performance.now();
        await t.app.inject({
          method: 'POST',
          url: '/password/reset',
          remoteAddress: t.address(),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email }),
        });
        const t1 = performance.now();
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            query: 'query($t:String!){invitation(token:$t){email}}',
            variables: { t: 'A'.repeat(43) },
          }),
        });
        const t2 = performance.now();
        (isKnown ? k : u).push(t2 - t1);
        (isKnown ? kt : ut).push(t1 - t0);
        await t.services.background.idle();
      }
    }
    const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!.toFixed(2);
    console.log('P8 reset answer median known', med(kt), 'unknown', med(ut));
    const q=(a:number[],f:number)=>[...a].sort((x,y)=>x-y)[Math.floor(a.length*f)]!.toFixed(2); console.log('P8 follow-up DB query known p25/p50/p75', q(k,.25), q(k,.5), q(k,.75), 'unknown', q(u,.25), q(u,.5), q(u,.75), 'known>unknown pairs', k.filter((x,i)=>x>u[i]!).length, '/', k.length);
  });

  it.skip('P9 odd inputs', async () => {
    const post = (payload: string, ct = 'application/json') => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': ct, accept: 'application/json' }, payload });
    const cases: Array<[string, string]> = [
      ['query number', JSON.stringify({ query: 1 })],
      ['variables string', JSON.stringify({ query: '{__typename}', variables: 'x' })],
      ['variables array', JSON.stringify({ query: '{__typename}', variables: [1] })],
      ['extensions array', JSON.stringify({ query: '{__typename}', extensions: [1] })],
      ['null body', 'null'],
      ['string body', '"x"'],
      ['lone surrogate literal', JSON.stringify({ query: 'mutation { createOrg(name: "\ud800abc", description: "abc", alias: "abcde") { id } }' })],
      ['lone surrogate escape', '{"query":"mutation { createOrg(name: \\"\\\\ud800abc\\", description: \\"abc\\", alias: \\"abcde\\") { id } }"}'],
      ['lone surrogate block string', JSON.stringify({ query: 'mutation { createOrg(name: """\ud800abc""", description: "abc", alias: "abcde") { id } }' })],
      ['lone surrogate opname', JSON.stringify({ query: '{__typename}', operationName: '\ud800' })],
      ['JSON literal deep', JSON.stringify({ query: `{ __typename }` })],
      ['20 aliases x pages(default first) content', JSON.stringify({ query: `query($a: ID!) { ${Array.from({ length: 20 }, (_, i) => `p${i}: pages(appId: $a) { edges { node { content template { id } } } }`).join(' ')} }`, variables: { a: '00000000-0000-0000-0000-000000000000' } })],
      ['20 aliases x components(first:$n)', JSON.stringify({ query: `query($n: Int) { ${Array.from({ length: 20 }, (_, i) => `c${i}: components(first: $n) { edges { node { id } } }`).join(' ')} }`, variables: { n: 100 } })],
      ['20 aliases x components(first:100)', JSON.stringify({ query: `query { ${Array.from({ length: 20 }, (_, i) => `c${i}: components(first: 100) { edges { node { id } } }`).join(' ')} }` })],
    ];
    for (const [label, payload] of cases) {
      const r = await post(payload);
      console.log('P9', label, r.statusCode, r.body.slice(0, 160));
    }
    for (const body of ['null', '"x"', '[]', '{"token":["a"]}', '{"token":"' + 'a'.repeat(64) + '"}']) {
      const r = await t.app.inject({ method: 'POST', url: '/email-confirmation', remoteAddress: t.address(), headers: { 'content-type': 'application/json' }, payload: body });
      console.log('P9 email-confirmation', body.slice(0, 20), r.statusCode, r.body.slice(0, 100));
    }
    const tp = await t.app.inject({ method: 'POST', url: '/email-confirmation', remoteAddress: t.address(), headers: { 'content-type': 'text/plain' }, payload: 'token=abc' });
    console.log('P9 email-confirmation text/plain', tp.statusCode, tp.body.slice(0, 100));
    const u = await signUpAndIn(t, 'signout');
    const so = await t.app.inject({ method: 'POST', url: '/signout', headers: { 'content-type': 'text/plain' }, cookies: { auth_token: u.token }, payload: 'x=y' });
    console.log('P9 signout text/plain', so.statusCode, JSON.stringify(so.headers['set-cookie']));
    const so2 = await t.app.inject({ method: 'POST', url: '/signout', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    console.log('P9 signout empty form', so2.statusCode, JSON.stringify(so2.headers['set-cookie']));
  });

  it.skip('P10 production app: odd bodies', async () => {
    const prod = await createTestApp({ production: true }, { NODE_ENV: 'production' }, { database: (t as unknown as { database: never }).database });
    try {
      for (const payload of ['null', '"x"', '1']) {
        const r = await prod.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', accept: 'application/json' }, payload });
        console.log('P10', payload, r.statusCode, r.body.slice(0, 600));
      }
      const r = await prod.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ __schema { types { name } } }' }) });
      console.log('P10 introspection', r.statusCode, r.body.slice(0, 200));
      const r2 = await prod.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ __type(name: "Query") { name } }' }) });
      console.log('P10 __type', r2.statusCode, r2.body.slice(0, 200));
      const r3 = await prod.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ mee { id } }' }) });
      console.log('P10 suggestion', r3.statusCode, r3.body.slice(0, 200));
    } finally { await prod.close(); }
  });

  it.skip('P11 fragments', async () => {
    const post = (query: string) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query }) });
    const frags = (n: number) => ['fragment F0 on Query { __typename }', ...Array.from({ length: n }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`)].join(' ');
    const cases: Array<[string, string]> = [
      ['cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'],
      ['explosion 13', `query { ...F13 } ${frags(13)}`],
      ['explosion 40', `query { ...F40 } ${frags(40)}`],
      ['aliases via fragment x2', `query { ...G ...H } fragment G on Query { ...A } fragment H on Query { ...A } fragment A on Query { ${Array.from({ length: 15 }, (_, i) => `a${i}: me { id }`).join(' ')} }`],
      ['aliases in inline fragments', `query { ${Array.from({ length: 3 }, () => `... on Query { ${Array.from({ length: 10 }, (_, i) => `a${i}: me { id }`).join(' ')} }`).join(' ')} }`],
      ['__typename alias on a list', 'query { __typename: components(first: 100) { edges { node { id } } } }'],
      ['aliases across 2 operations', `query A { ${Array.from({ length: 15 }, (_, i) => `a${i}: __typename`).join(' ')} } query B { ${Array.from({ length: 15 }, (_, i) => `a${i}: __typename`).join(' ')} }`],
      ['500 same field', `query { ${Array.from({ length: 480 }, () => '__typename').join(' ')} }`],
      ['directives', `query { __typename ${Array.from({ length: 12 }, () => '@skip(if: false)').join(' ')} }`],
    ];
    for (const [label, query] of cases) {
      const t0 = performance.now();
      const r = await post(query);
      console.log('P11', label, r.statusCode, Math.round(performance.now() - t0), 'ms', r.body.slice(0, 140));
    }
  });

  it.skip('P12 8 MB of tiny values signed out', async () => {
    const n = 2_600_000;
    const payload = `{"query":"query($x: JSON){__typename}","variables":{"x":[${new Array(n).fill('[]').join(',')}]}}`;
    console.log('P12 size', payload.length);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const r = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });
      console.log('P12', r.statusCode, Math.round(performance.now() - t0), 'ms', r.body.slice(0, 100));
    }
    const small = `{"query":"query($x: JSON){__typename}","variables":{"x":[]}}`;
    const t0 = performance.now();
    await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: small });
    console.log('P12 small', Math.round(performance.now() - t0), 'ms');
  });

  it('P13 pending change survives a password reset; no cancel; old address not told at request', async () => {
    const u = await signUpAndIn(t, 'reset13');
    const evil = uniqueEmail('evil13');
    await gql(t, UPDATE_USER, { id: u.id, user: { username: 'reset13 person', email: evil, currentPassword: u.password } }, u.token);
    const token = (await mailsTo(t, evil)).map(emailTokenIn).filter(Boolean).at(-1);
    console.log('P13 mails to old address right after request', (await mailsTo(t, u.email)).map((m) => m.subject));
    // owner tries to cancel by saving their own address
    const cancel = await gql(t, UPDATE_USER, { id: u.id, user: { username: 'reset13 person', email: u.email, currentPassword: u.password } }, u.token);
    console.log('P13 cancel attempt', JSON.stringify(cancel.data));
    // owner resets password by mail
    await send(t, 'POST', '/password/reset', { body: { email: u.email } });
    const resetMail = (await mailsTo(t, u.email)).at(-1)!;
    const resetToken = /\/password\/new\/([A-Za-z0-9_-]+)/.exec(resetMail.text)?.[1];
    const r = await send(t, 'PUT', '/password/update', { body: { token: resetToken, password: 'fresh-pass-9911', repeatPassword: 'fresh-pass-9911' } });
    console.log('P13 reset', r.statusCode, r.body);
    const conf = await send(t, 'POST', '/email-confirmation', { body: { token } });
    console.log('P13 confirm after reset', conf.statusCode, conf.body);
    // attacker now resets via new address
    await send(t, 'POST', '/password/reset', { body: { email: evil } });
    const m = (await mailsTo(t, evil)).filter((x) => x.text.includes('/password/new/'));
    console.log('P13 reset links now at attacker address', m.length);
  });
  it('noop', () => expect(1).toBe(1));
});
