// The campaigns' split for CloudFront Functions, which take and return CloudFront's event objects, not
// Requests (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/functions-event-structure.html).
// A cache behaviour has one function for each event, so these lines go into the two the site already has
// (hosting/hosts/cloudfront.ts): the viewer-request function decides and serves the variant's file, the
// viewer-response function puts the decision's headers on the answer. The decision gets from one to the
// other as a request header: a viewer-response function's event.request is the request as the
// viewer-request function left it, the way AWS's own A/B example hands its experiment on
// (https://github.com/aws-samples/ab-testing-at-edge, resources/module_3_1). decide.ts goes in as ES5, like
// the rest of both functions (cloudfront-js-2.0 is ES 5.1 with some later features).
import ts from 'typescript';
import type { SplitDefinition } from '@/lib/campaigns';
import { SPLIT_CACHE_CONTROL } from './decide';
import { decisionSource } from './edge-code';

/** The request header that carries the decision's headers from the viewer-request function to the viewer-response one. */
export const SPLIT_HEADER = 'x-promo-split';

const hasCampaigns = (split: SplitDefinition | undefined): split is SplitDefinition => Boolean(split?.campaigns.length);

/**
 * The viewer-request function's part, each piece empty without a campaign: `code` (the definition,
 * decide.ts and the reading of the event), `forget` (the handler's first line) and `apply` (after the
 * clean-URL redirects, before the URI becomes a file's, so a variant's address maps to its file as any page's does).
 */
export function cloudfrontSplitRequest(split: SplitDefinition | undefined): { code: string; forget: string; apply: string } {
  if (!hasCampaigns(split)) return { code: '', forget: '', apply: '' };
  return {
    code: `
// The campaigns' split (hosting/split/decide.ts), and the headers it adds for the viewer-response function.
var SPLIT = ${JSON.stringify(split)};

${decisionSource(ts.ScriptTarget.ES5)}

// Secure always: the behaviour redirects HTTP to HTTPS before any function runs (docs/deploy.md).
function splitDecision(request) {
  var path = decodedPath(request.uri);
  var cookies = [];
  for (var name in request.cookies) cookies.push(name + '=' + request.cookies[name].value);
  var forced = request.querystring.variant;
  return decideSplit(SPLIT, { method: request.method, path: path, forced: forced ? forced.value : null, cookies: cookies.join('; '), now: Date.now(), random: Math.random(), secure: true });
}
`,
    forget: `  // Only the split sets ${SPLIT_HEADER}: a viewer's own would reach the viewer-response function.
  delete request.headers['${SPLIT_HEADER}'];
`,
    apply: `  var decision = splitDecision(request);
  if (decision.kind === 'ended') return redirect(302, decision.location);
  if (decision.kind === 'variant') {
    // The variant's file is the cache key (one cached copy a variant); this visitor's headers come after the cache.
    uri = decision.path;
    request.headers['${SPLIT_HEADER}'] = { value: JSON.stringify(decision.headers) };
  }
`,
  };
}

/** The viewer-response function's part, each piece empty without a campaign: `code` and `apply` (before it returns the response). */
export function cloudfrontSplitResponse(split: SplitDefinition | undefined): { code: string; apply: string } {
  if (!hasCampaigns(split)) return { code: '', apply: '' };
  return {
    code: `
// A campaign visitor's headers, from the viewer-request function's decision: Set-Cookie as CloudFront
// Functions writes a cookie (name, value and attributes apart), the others as headers, the file's own Vary after ours.
// Only what the split writes is taken: were this function ever attached without the viewer-request one (which
// drops a viewer's own ${SPLIT_HEADER}), a forged header could set no other header and no other cookie.
var SPLIT_VALUES = { 'Cache-Control': ${JSON.stringify(SPLIT_CACHE_CONTROL)}, Vary: 'Cookie' };
var SPLIT_COOKIE = /^promo_[a-z0-9_]+=[a-z0-9-]{1,24}; Path=\\/promo\\/[a-z0-9-]+; Max-Age=[0-9]+; SameSite=Lax; HttpOnly(; Secure)?$/;
function addSplitHeaders(request, response) {
  var passed = request.headers['${SPLIT_HEADER}'];
  if (!passed) return;
  var headers;
  try {
    headers = JSON.parse(passed.value);
  } catch (e) {
    return;
  }
  for (var name in headers) {
    var value = headers[name];
    if (typeof value !== 'string' || !(name === 'Set-Cookie' ? SPLIT_COOKIE.test(value) : SPLIT_VALUES.hasOwnProperty(name) && SPLIT_VALUES[name] === value)) continue;
    if (name === 'Set-Cookie') {
      var pair = value.split('; ')[0];
      var eq = pair.indexOf('=');
      response.cookies[pair.slice(0, eq)] = { value: pair.slice(eq + 1), attributes: value.slice(pair.length + 2) };
    } else {
      var key = name.toLowerCase();
      var before = key === 'vary' && response.headers.vary ? ', ' + response.headers.vary.value : '';
      response.headers[key] = { value: value + before };
    }
  }
}
`,
    apply: `  addSplitHeaders(event.request, response);
`,
  };
}
