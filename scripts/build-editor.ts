// `npm run build:editor`: the content editor as a static site of its own, for a team that wants it
// online. Written to editor-out/ (never into out/: the site's strict CSP would block the editor, and
// the editor's looser one must not cover the site). Deploy it to its own host name, e.g.
// editor.example.com, on any static host; editor-out/_headers carries its CSP and noindex for
// Netlify and Cloudflare Pages (docs: README, "Putting the editor online").
//
//   EDITOR_BACKEND=github EDITOR_REPO=owner/name [EDITOR_BRANCH=main] [EDITOR_AUTH_URL=https://…] npm run build:editor
//   EDITOR_BACKEND=gitlab EDITOR_REPO=group/name EDITOR_GITLAB_APP_ID=… npm run build:editor
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_CSP, adminPage } from './admin-page';
import { decapConfig } from './decap-config';

const OUT = path.join(__dirname, '..', 'editor-out');
const DECAP_DIST = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');

const backend = process.env.EDITOR_BACKEND;
const repo = process.env.EDITOR_REPO;
if ((backend !== 'github' && backend !== 'gitlab') || !repo || !/^[\w.-]+\/[\w./-]+$/.test(repo)) {
  console.error('build:editor: set EDITOR_BACKEND=github or gitlab and EDITOR_REPO=owner/name (the repository the editor commits to).');
  process.exit(1);
}
const API = backend === 'github' ? 'https://api.github.com' : 'https://gitlab.com';
const config = decapConfig({ name: backend, repo, branch: process.env.EDITOR_BRANCH, baseUrl: process.env.EDITOR_AUTH_URL }) as Record<string, unknown>;
if (backend === 'gitlab') {
  // GitLab logs in without a server of ours (PKCE), with the application ID of an OAuth app.
  config.backend = { ...(config.backend as object), auth_type: 'pkce', app_id: process.env.EDITOR_GITLAB_APP_ID };
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(path.join(OUT, 'admin'), { recursive: true });
writeFileSync(path.join(OUT, 'admin', 'index.html'), adminPage('Lucky Perlas content editor'));
writeFileSync(path.join(OUT, 'admin', 'config.yml'), JSON.stringify(config, null, 2));
for (const file of readdirSync(DECAP_DIST)) if (/\.(js|css)$/.test(file)) cpSync(path.join(DECAP_DIST, file), path.join(OUT, 'admin', file));
const auth = process.env.EDITOR_AUTH_URL ? ` ${new URL(process.env.EDITOR_AUTH_URL).origin}` : ' https://api.netlify.com';
const csp = `${ADMIN_CSP(API + auth)}; frame-src${auth}`;
writeFileSync(
  path.join(OUT, '_headers'),
  ['/*', `  Content-Security-Policy: ${csp}`, '  X-Robots-Tag: noindex, nofollow', '  X-Content-Type-Options: nosniff', '  Referrer-Policy: same-origin', ''].join('\n'),
);
writeFileSync(path.join(OUT, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
console.log(`build:editor: wrote ${path.relative(process.cwd(), OUT)}/ (admin/ for ${backend} ${repo}); CSP for other hosts: ${csp}`);
