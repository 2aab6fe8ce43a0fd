// The local tools answer only their user: `npm run edit` (the editor, its backend, its preview) and
// `npm run dev` get the requests any web page can send to 127.0.0.1 (after DNS rebinding: a foreign
// Host; cross-site: a foreign Origin; paths out of content/ and public/images/; an invalid data file;
// a URL that once crashed the editor) and refuse each, with nothing on disk changed and the tools
// still running. On a copy of the project (e2e/site-copy.ts), real processes, real sockets.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { IMAGE_CSP } from '../hosting/headers';
import { buildRequest, rawRequest } from '../test-support/raw-http';
import { treeDigest } from '../test-support/tree';
import { port, ROOT, siteCopy, startProcess, waitForPort, type SiteCopy } from './site-copy';

const EDITOR = port(41);
const PREVIEW = port(42);
const DEV = port(43);
const INSPECTOR = 9229; // Node's default, where /__nextjs_attach-nodejs-inspector opens one
/** In UTF-8 an "info" with a string; in UTF-7 (+ACI- is '"') a persistMedia writing owned.txt at the project root. */
const UTF7_BODY =
  '{"action":"info","x":"+ACI-,+ACI-action+ACI-:+ACI-persistMedia+ACI-,+ACI-params+ACI-:{+ACI-asset+ACI-:{+ACI-path+ACI-:+ACI-owned.txt+ACI-,+ACI-content+ACI-:+ACI-b3duZWQ=+ACI-,+ACI-encoding+ACI-:+ACI-base64+ACI-},+ACI-options+ACI-:{+ACI-commitMessage+ACI-:+ACI-x+ACI-}},+ACI-y+ACI-:+ACI-"}';
const SCRIPT_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>fetch("/__nextjs_attach-nodejs-inspector")</script><rect width="4" height="4"/></svg>';

let copy: SiteCopy;
let editor: ReturnType<typeof startProcess>;

test.describe.configure({ mode: 'serial' });

/** Sends a request as a browser page could, Host and all. */
const send = (to: number, method: string, target: string, headers: Record<string, string> = {}, body = '') =>
  rawRequest({
    port: to,
    timeout: 60_000,
    data:
      buildRequest(
        method,
        target,
        { ...(body && { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }), ...headers },
        { host: `127.0.0.1:${to}` },
      ) + body,
  });
/** A POST to the editor's API with raw bytes and headers of the test's choosing. */
const rawApi = (body: Buffer, headers: Record<string, string>) =>
  rawRequest({
    port: EDITOR,
    timeout: 60_000,
    data: Buffer.concat([
      Buffer.from(
        buildRequest('POST', '/api/v1', { Origin: `http://127.0.0.1:${EDITOR}`, 'Content-Length': String(body.length), ...headers }, { host: `127.0.0.1:${EDITOR}` }),
        'latin1',
      ),
      body,
    ]),
  });
const api = (body: unknown, headers: Record<string, string> = { Origin: `http://127.0.0.1:${EDITOR}` }) => send(EDITOR, 'POST', '/api/v1', headers, JSON.stringify(body));
const persist = (file: string, raw: string) => ({
  action: 'persistEntry',
  params: { branch: 'main', dataFiles: [{ path: file, raw, slug: 'x' }], assets: [], options: { commitMessage: 'x', useWorkflow: false, status: 'draft' } },
});

/** Every file of the copy but Next's own build folder. */
const snapshot = () => Object.fromEntries(Object.entries(treeDigest(copy.dir)).filter(([file]) => !file.startsWith('.next/')));

const listening = (portNumber: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(portNumber, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return []; // gone already
  }
};
const descendantsOf = (pid: number): number[] => childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
/** The child process of `pid` whose command line mentions `script`. */
const childRunning = (pid: number, script: string) => childrenOf(pid).find((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(script))!;

/** The TCP ports `pid` listens on, and on which address: from /proc, so nothing is left out. */
function tcpListeners(pid: number): string[] {
  const sockets = new Set(
    readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    }),
  );
  return ['tcp', 'tcp6'].flatMap((table) =>
    readFileSync(`/proc/net/${table}`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && sockets.has(`socket:[${fields[9]}]`))
      .map(([, local]) => {
        const [address, hex] = local!.split(':');
        const ip = address === '0100007F' ? '127.0.0.1' : address;
        return `${ip}:${parseInt(hex!, 16)}`;
      }),
  );
}

/** Whether `pid` has exited (a zombie counts: in a container nobody may reap it). */
const gone = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
  } catch {
    return true;
  }
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = siteCopy('local-tools');
  // Analytics configured in the content, which the preview must not load.
  copy.writeJson('content/analytics.json', { ...copy.readJson('content/analytics.json'), provider: 'ga4', host: 'https://www.googletagmanager.com', siteId: 'G-TEST123' });
  editor = startProcess(
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'edit.ts'), '--dir', copy.dir, '--port', String(EDITOR), '--preview-port', String(PREVIEW)],
    ROOT,
    PREVIEW, // its front listens once Next is ready
    {},
    150_000,
  );
  await editor.ready;
  await waitForPort(EDITOR);
});

test.afterAll(async () => {
  await editor?.stop();
  copy?.remove();
});

test('the editor refuses what a web page sends it, changes nothing on disk and keeps running', async () => {
  test.setTimeout(120_000);
  const before = snapshot();
  const own = `http://127.0.0.1:${EDITOR}`;
  const issue = persist('.ci/run', 'echo owned');
  const site = readFileSync(path.join(copy.dir, 'content', 'site.json'), 'utf8');
  const insecure = site.replace(/"affiliateUrl": "[^"]*"/, '"affiliateUrl": "http://partner.example.com/join"');
  const refused: [string, () => ReturnType<typeof send>, number, RegExp][] = [
    [
      'the issue’s write of .ci/run, Host rebound',
      () => api(issue, { Host: `evil.example:${EDITOR}`, Origin: `http://evil.example:${EDITOR}` }),
      403,
      /Host "evil\.example:\d+" is not this tool's address/,
    ],
    ['the same, own Host, foreign Origin', () => api(issue, { Origin: `http://evil.example:${EDITOR}` }), 403, /Origin "http:\/\/evil\.example:\d+" is not this tool's own pages/],
    ['the preview’s origin', () => api({ action: 'info' }, { Origin: `http://127.0.0.1:${PREVIEW}` }), 403, /Origin "http:\/\/127\.0\.0\.1:\d+" is not this tool's own pages/],
    ['a CORS preflight', () => send(EDITOR, 'OPTIONS', '/api/v1', { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' }), 403, /Origin/],
    ['.ci/run from the editor’s own page', () => api(issue), 403, /"\.ci\/run" is not one of the editor's files/],
    ['package.json', () => api(persist('package.json', '{}')), 403, /"package\.json" is not one of the editor's files/],
    ['a source in content/', () => api(persist('content/index.ts', 'export {}')), 403, /"content\/index\.ts" is not one of the editor's files/],
    ['reading next.config.mjs', () => api({ action: 'getEntry', params: { branch: 'main', path: 'next.config.mjs' } }), 403, /not one of the editor's files/],
    ['reading .git/config', () => api({ action: 'getEntry', params: { branch: 'main', path: '.git/config' } }), 403, /not one of the editor's files/],
    ['a .. path', () => api({ action: 'getEntry', params: { branch: 'main', path: 'content/../package.json' } }), 403, /"content\/\.\.\/package\.json" is not one of/],
    ['an encoded .. path', () => api({ action: 'getEntry', params: { branch: 'main', path: 'content%2F..%2Fpackage.json' } }), 403, /not one of the editor's files/],
    [
      'an upload out of public/images/',
      () =>
        api({
          action: 'persistMedia',
          params: { branch: 'main', asset: { path: 'public/images/../../app/x.png', content: 'eA==', encoding: 'base64' }, options: { commitMessage: 'x' } },
        }),
      403,
      /not one of the editor's files/,
    ],
    [
      'listing the project',
      () => api({ action: 'entriesByFolder', params: { branch: 'main', folder: '.', extension: 'json', depth: 9 } }),
      403,
      /does not use the action "entriesByFolder"/,
    ],
    [
      'an invalid data file',
      () => api(persist('content/site.json', insecure)),
      422,
      /^content\/site\.json: site\.affiliateUrl: the affiliate URL "http:\/\/partner\.example\.com\/join" is not https\. Fix: set an absolute https:\/\/ URL such as https:\/\/partner\.example\.com\/register \(or the AFFILIATE_URL variable\)\.$/,
    ],
    ['the URL that crashed it', () => send(EDITOR, 'GET', '//a:99999/'), 400, /the request target is not a plain path/],
    // One body, two readings: "info" in UTF-8, persistMedia of the project root in UTF-7 (the attack found on 2026-11-28).
    ['a body declared UTF-7', () => rawApi(Buffer.from(UTF7_BODY, 'latin1'), { 'Content-Type': 'application/json; charset=utf-7' }), 415, /must be JSON in UTF-8/],
    ['a body declared UTF-16', () => rawApi(Buffer.from('{"action":"info"}', 'utf16le'), { 'Content-Type': 'application/json; charset=utf-16le' }), 415, /must be JSON in UTF-8/],
    [
      'a body with a byte order mark',
      () => rawApi(Buffer.from('\ufeff{"action":"info"}'), { 'Content-Type': 'application/json' }),
      400,
      /not UTF-8 \(or starts with a byte order mark\)/,
    ],
    ['a body that is not UTF-8', () => rawApi(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), { 'Content-Type': 'application/json; charset=utf-8' }), 400, /not UTF-8/],
    [
      'a compressed body',
      () => rawApi(gzipSync(JSON.stringify({ action: 'info' })), { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }),
      415,
      /must not be compressed or encoded/,
    ],
    [
      'a second Content-Type',
      () => rawApi(Buffer.from('{"action":"info"}'), { 'Content-Type': 'application/json', 'content-type': 'application/json; charset=utf-7' }),
      400,
      /content-type twice/,
    ],
    [
      'an SVG that runs a script',
      () =>
        api({
          action: 'persistMedia',
          params: {
            branch: 'main',
            asset: { path: 'public/images/x.svg', content: Buffer.from(SCRIPT_SVG).toString('base64'), encoding: 'base64' },
            options: { commitMessage: 'x' },
          },
        }),
      422,
      /"public\/images\/x\.svg" .*script/,
    ],
    [
      'an offering slug the site takes (the build refuses it)',
      () => api(persist('content/offerings.json', readFileSync(path.join(copy.dir, 'content', 'offerings.json'), 'utf8').replace('"slug": "slots"', '"slug": "images"'))),
      422,
      /^content\/offerings\.json: .*images/,
    ],
    [
      'a link to a page the site does not have (the build refuses it)',
      () => api(persist('content/navigation.json', readFileSync(path.join(copy.dir, 'content', 'navigation.json'), 'utf8').replace('"href": "/"', '"href": "/no-such-page"'))),
      422,
      /^content\/navigation\.json: .*no-such-page/,
    ],
  ];
  for (const [name, request, status, body] of refused) {
    await test.step(name, async () => {
      const response = await request();
      expect(response.status).toBe(status);
      const text = response.body.toString();
      expect(/json/.test(response.headers['content-type'] ?? '') ? JSON.parse(text).error : text).toMatch(body);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  }

  expect(snapshot()).toEqual(before);
  expect((await send(EDITOR, 'GET', '/admin/')).status).toBe(200);
  const info = await api({ action: 'info' });
  expect([info.status, JSON.parse(info.body.toString()).type]).toEqual([200, 'local_fs']);
  expect(info.headers['access-control-allow-origin']).toBeUndefined();
  const read = await api({ action: 'getEntry', params: { branch: 'main', path: 'content/site.json' } }, { Origin: own });
  expect(JSON.parse(read.body.toString()).data).toBe(site);
});

test('the backend and the preview’s Next listen on no TCP port: only the editor and the preview fronts do, on 127.0.0.1', () => {
  const backend = childRunning(editor.pid, 'edit-backend.ts');
  const next = childRunning(editor.pid, 'next-dev-server.ts');
  expect(tcpListeners(editor.pid).sort()).toEqual([`127.0.0.1:${EDITOR}`, `127.0.0.1:${PREVIEW}`].sort());
  expect(tcpListeners(backend)).toEqual([]);
  expect(tcpListeners(next)).toEqual([]);
  expect(readFileSync(`/proc/${next}/environ`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['NEXT_TELEMETRY_DISABLED=1', 'NO_ANALYTICS=1']));
});

/** The rebinding requests of the issue against a Next dev server behind its front. */
async function refusesRebinding(to: number) {
  expect(await listening(INSPECTOR), `port ${INSPECTOR} is in use before the test: it cannot tell whether an inspector opened`).toBe(false);
  const rebound = `rebind.attacker.example:${to}`;
  const cases: [string, string, Record<string, string>, number][] = [
    ['the inspector, Host rebound', '/__nextjs_attach-nodejs-inspector', { Host: rebound, 'Sec-Fetch-Site': 'same-origin' }, 403],
    ['the inspector, foreign Origin', '/__nextjs_attach-nodejs-inspector', { Origin: `http://attacker.example:${to}` }, 403],
    ['the inspector from another site’s <img>', '/__nextjs_attach-nodejs-inspector', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' }, 403],
    ['the server’s source maps, Host rebound', '/__nextjs_source-map?filename=file%3A%2F%2F%2Fetc%2Fpasswd', { Host: rebound }, 403],
    ['a page, Host rebound', '/', { Host: rebound }, 403],
    [
      'the HMR WebSocket, Host rebound',
      '/_next/hmr',
      { Host: rebound, Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
      403,
    ],
    ['the URL that crashed the editor', '//a:99999/', {}, 400],
    // Own Host, and still closed: Next's development endpoints whatever the headers, and another site's requests that are no link.
    ['the editor launcher from its own page', '/__nextjs_launch-editor?file=package.json&line=1', { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' }, 403],
    [
      'the editor launcher, a link from another site',
      '/__nextjs_launch-editor?file=package.json',
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
      403,
    ],
    ['the inspector, typed in', '/__nextjs_attach-nodejs-inspector', { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }, 403],
    ['the inspector, encoded', '/%5F_nextjs_attach-nodejs-inspector', {}, 403],
    [
      'the inspector from another port’s <img>',
      '/__nextjs_attach-nodejs-inspector',
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
      403,
    ],
    ['a page fetched by another port', '/', { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' }, 403],
    ['a page framed by another site', '/', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' }, 403],
  ];
  for (const [name, target, headers, status] of cases) {
    await test.step(name, async () => expect((await send(to, 'GET', target, headers)).status).toBe(status));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000)); // an inspector would be listening by now
  expect(await listening(INSPECTOR)).toBe(false);
  await test.step('an SVG is served as an image, never sniffed, under a policy that runs nothing', async () => {
    const svg = await send(to, 'GET', '/brand/logo.svg');
    expect([svg.status, svg.headers['content-type'], svg.headers['x-content-type-options'], svg.headers['content-security-policy']]).toEqual([
      200,
      'image/svg+xml',
      'nosniff',
      IMAGE_CSP,
    ]);
  });
}

test('the preview refuses a rebinding Host and a foreign Origin, /__nextjs_* included: no inspector opens', async () => {
  test.setTimeout(60_000);
  await refusesRebinding(PREVIEW);
});

test('the preview, in Chromium: a CSP, no third-party script though analytics is configured, its HMR WebSocket through the front, a save shown live', async ({ page }) => {
  test.setTimeout(300_000); // the first compile of the home page on a shared machine
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()));
  // Counted from the socket's opening: the server's first frame can come before a later waitForEvent would listen.
  let hmrFrames = 0;
  page.on('websocket', (socket) => {
    if (/\/_next\/(webpack-)?hmr/.test(socket.url())) socket.on('framereceived', () => hmrFrames++);
  });
  const response = await page.goto(`http://127.0.0.1:${PREVIEW}/`, { timeout: 240_000 });
  expect(response?.status()).toBe(200);
  // Next's scripts carry the request's nonce: no 'unsafe-inline', and a new nonce for every page.
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'unsafe-eval';.* connect-src 'self';/);
  const nonce = /'nonce-([^']+)'/.exec(policy)![1];
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  // Every inline script that would run carries the nonce (data blocks such as JSON-LD run nothing; the dev overlay's empty <script> is a portal's host).
  const unsigned = await page
    .locator('script')
    .evaluateAll((scripts) =>
      (scripts as HTMLScriptElement[])
        .filter((script) => !script.src && !script.nonce && script.text.trim() !== '' && (!script.type || /javascript|module/i.test(script.type)))
        .map((script) => script.outerHTML.slice(0, 160)),
    );
  expect(unsigned).toEqual([]);
  expect((await page.request.get(`http://127.0.0.1:${PREVIEW}/`)).headers()['content-security-policy']).not.toContain(nonce);
  // The upgrade went through the front, both ways.
  await expect.poll(() => hmrFrames, { message: 'frames received on the HMR WebSocket', timeout: 240_000 }).toBeGreaterThan(0);

  await expect(page.locator('[data-section="bonuses"]')).toContainText('Daily 20% deposit bonus');
  const claims = copy.readJson('content/claims.json');
  const saved = await api(persist('content/claims.json', `${JSON.stringify({ ...claims, dailyDepositBonusPercent: 33 }, null, 2)}\n`));
  expect(saved.status).toBe(200);
  await expect(page.locator('[data-section="bonuses"]')).toContainText('Daily 33% deposit bonus', { timeout: 120_000 });

  expect(await page.locator('script[src*="analytics"], script[src*="googletagmanager"]').count()).toBe(0);
  expect(requests.filter((url) => !url.startsWith(`http://127.0.0.1:${PREVIEW}/`) && !/^(data|blob):/.test(url))).toEqual([]);
  expect(violations).toEqual([]);
});

test('no orphans: when one of the editor’s processes stops, all stop', async () => {
  // The editor of beforeAll, whose preview has compiled and served pages: Turbopack's workers are running too.
  const processes = descendantsOf(editor.pid);
  expect(processes.length).toBeGreaterThanOrEqual(2);
  process.kill(childRunning(editor.pid, 'next-dev-server.ts'), 'SIGKILL');
  expect(await editor.exited).toBe(1);
  await expect.poll(() => processes.filter((pid) => !gone(pid)), { timeout: 30_000 }).toEqual([]);
});

test('npm run dev listens on 127.0.0.1 only, with telemetry off, and refuses the same requests', async () => {
  test.setTimeout(300_000);
  await editor.stop(); // gone already (the test above): one Next dev server at a time in the copy's .next/
  // The command `npm run dev` ends in, after the art, font and image steps the copy already has.
  const dev = startProcess(['--import', 'tsx', 'scripts/dev.ts', '--port', String(DEV)], copy.dir, DEV, {}, 150_000);
  try {
    await dev.ready;
    const next = childRunning(dev.pid, 'next-dev-server.ts');
    expect(tcpListeners(dev.pid)).toEqual([`127.0.0.1:${DEV}`]);
    expect(tcpListeners(next)).toEqual([]);
    expect(readFileSync(`/proc/${next}/environ`, 'utf8').split('\0')).toContain('NEXT_TELEMETRY_DISABLED=1');
    await refusesRebinding(DEV);
    const home = await send(DEV, 'GET', '/', {}, '');
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('Daily 33% deposit bonus');
  } finally {
    await dev.stop();
  }
});

test('no orphans: the editor killed outright takes its children along', async () => {
  test.setTimeout(300_000);
  const started = startProcess(
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'edit.ts'), '--dir', copy.dir, '--port', String(EDITOR), '--preview-port', String(PREVIEW)],
    ROOT,
    PREVIEW,
    {},
    150_000,
  );
  await started.ready;
  expect((await send(PREVIEW, 'GET', '/')).status).toBe(200); // Turbopack's workers running too
  const processes = descendantsOf(started.pid);
  expect(processes.length).toBeGreaterThanOrEqual(2);
  process.kill(started.pid, 'SIGKILL'); // no handler of the editor runs: its children must notice by themselves
  await started.exited;
  await expect.poll(() => processes.filter((pid) => !gone(pid)), { timeout: 30_000 }).toEqual([]);
});
