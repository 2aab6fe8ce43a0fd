// Stand-ins on 127.0.0.1 for the statistics APIs `npm run campaign:results` calls, answering as the
// providers do: Plausible's Stats API v2 (https://plausible.io/docs/stats-api; error bodies from
// plausible/analytics' API plugs) and Umami's funnel report (https://umami.is/docs/api/reports-api;
// step filters, auth and error bodies from umami-software/umami 3.1's source). Each checks the method,
// path, auth header and body as the real one does and counts unique visitors in the events it holds,
// so a test states its traffic once and reads it back through either API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded event: a page view or a click, with the properties public/analytics.js sends. */
export interface RecordedEvent {
  visitor: string;
  name: string;
  /** ISO time. */
  at: string;
  props: Record<string, string>;
}

export interface Traffic {
  campaign: string;
  variant: string;
  visitors: number;
  /** The first `clickers` of the visitors click; each clicks twice, as people do, and counts once. */
  clickers: number;
  /** ISO time of the page views; the clicks come a minute later. */
  at: string;
  /** 'pageview' for Plausible, 'campaign_view' for Umami. */
  viewEvent: string;
  clickEvent: string;
}

/** The events of `visitors` people who saw one variant, `clickers` of whom clicked. */
export function variantTraffic({ campaign, variant, visitors, clickers, at, viewEvent, clickEvent }: Traffic): RecordedEvent[] {
  const props = { campaign, variant };
  const clickAt = new Date(Date.parse(at) + 60_000).toISOString();
  return Array.from({ length: visitors }, (_, i) => {
    const visitor = `${campaign}/${variant}/${i}`;
    const view = { visitor, name: viewEvent, at, props };
    return i < clickers ? [view, { visitor, name: clickEvent, at: clickAt, props }, { visitor, name: clickEvent, at: clickAt, props }] : [view];
  }).flat();
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeApi {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

async function serve(handle: (request: ReceivedRequest) => Answer): Promise<FakeApi> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const { status, body } = handle(request);
      outgoing.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const jsonOrUndefined = (request: ReceivedRequest): unknown => {
  if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) return undefined;
  try {
    return JSON.parse(request.body);
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface FakePlausibleSettings {
  apiKey: string;
  siteId: string;
  /** Custom-event goals configured for the site, by display name (= event name). */
  goals: string[];
  events: RecordedEvent[];
}

const PLAUSIBLE_MISSING_KEY = 'Missing API key. Please use a valid Plausible API key as a Bearer Token.';
const PLAUSIBLE_INVALID_KEY = "Invalid API key or site ID. Please make sure you're using a valid API key with access to the site you've requested.";

/**
 * POST /api/v2/query for the query this project sends: metrics ["visitors"], a date range of two days
 * (the site's time zone is UTC here), `is` filters on event:goal and event:props:*, and no dimension or
 * one event:props:* dimension. Anything else the real API accepts is answered 400 with "(fake)" in it.
 */
export function startFakePlausible(settings: FakePlausibleSettings): Promise<FakeApi> {
  const error = (status: number, message: string): Answer => ({ status, body: { error: message } });
  return serve((request) => {
    if (request.method !== 'POST' || request.path !== '/api/v2/query') return error(404, 'Not found');
    const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!auth) return error(401, PLAUSIBLE_MISSING_KEY);
    const query = jsonOrUndefined(request);
    const siteId = isRecord(query) ? query.site_id : undefined;
    if (siteId === undefined) return error(400, 'Missing site ID. Please provide the required site_id parameter with your request.');
    if (auth[1] !== settings.apiKey || siteId !== settings.siteId) return error(401, PLAUSIBLE_INVALID_KEY);
    const { metrics, date_range: range, filters = [], dimensions = [] } = query as Record<string, unknown>;
    if (JSON.stringify(metrics) !== '["visitors"]') return error(400, `(fake) metrics ${JSON.stringify(metrics)}: only ["visitors"] is modelled`);
    if (!Array.isArray(range) || range.length !== 2 || !range.every((day) => typeof day === 'string' && DAY.test(day)))
      return error(400, `Invalid date_range ${JSON.stringify(range)}`);
    if (!Array.isArray(dimensions) || dimensions.length > 1 || !dimensions.every((d) => typeof d === 'string' && d.startsWith('event:props:'))) {
      return error(400, `(fake) dimensions ${JSON.stringify(dimensions)}: only one event:props:* dimension is modelled`);
    }
    if (!Array.isArray(filters)) return error(400, `Invalid filters ${JSON.stringify(filters)}`);
    const tests: ((event: RecordedEvent) => boolean)[] = [];
    for (const filter of filters) {
      const [operator, dimension, clauses] = Array.isArray(filter) ? filter : [];
      if (operator !== 'is' || typeof dimension !== 'string' || !Array.isArray(clauses))
        return error(400, `(fake) filter ${JSON.stringify(filter)}: only "is" filters are modelled`);
      if (dimension === 'event:goal') {
        const missing = clauses.find((goal) => !settings.goals.includes(goal));
        if (missing !== undefined) return error(400, `Invalid filters. The goal \`${missing}\` is not configured for this site.`);
        tests.push((event) => clauses.includes(event.name));
      } else if (dimension.startsWith('event:props:')) {
        const prop = dimension.slice('event:props:'.length);
        tests.push((event) => clauses.includes(event.props[prop]));
      } else return error(400, `(fake) filter dimension ${dimension} is not modelled`);
    }
    // The date range's days, inclusive; every filter must match the same event (the docs' "Behavioral filters").
    const [from, to] = range as [string, string];
    const matching = settings.events.filter((event) => event.at.slice(0, 10) >= from && event.at.slice(0, 10) <= to && tests.every((test) => test(event)));
    const prop = (dimensions as string[])[0]?.slice('event:props:'.length);
    const groups = new Map<string, Set<string>>();
    for (const event of matching) {
      const key = prop === undefined ? '' : (event.props[prop] ?? '(none)');
      groups.set(key, (groups.get(key) ?? new Set()).add(event.visitor));
    }
    const results = [...groups].map(([key, visitors]) => ({ metrics: [visitors.size], dimensions: prop === undefined ? [] : [key] })).sort((a, b) => b.metrics[0]! - a.metrics[0]!);
    return {
      status: 200,
      body: {
        results,
        meta: {},
        query: {
          site_id: siteId,
          metrics,
          date_range: [`${from}T00:00:00+00:00`, `${to}T23:59:59+00:00`],
          filters,
          dimensions,
          order_by: [['visitors', 'desc']],
          include: {},
          pagination: { offset: 0, limit: 10000 },
        },
      },
    };
  });
}

export interface FakeUmamiSettings {
  websiteId: string;
  /** Umami Cloud: answers /v1/… to this `x-umami-api-key`. */
  apiKey?: string;
  /** Self-hosted: answers /api/… to `Authorization: Bearer <token>`. */
  token?: string;
  events: RecordedEvent[];
  /** false: a server before 3.1, which drops the steps' event-data filters (zod strips unknown keys). */
  stepFilters?: boolean;
}

const umamiError = (status: number, message: string, code: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error: { message, code, status, ...extra } },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPERATORS = ['eq', 'neq', 'c', 'dnc'];

interface FunnelStep {
  type: 'path' | 'event';
  value: string;
  filters?: { property: string; operator: string; value: string }[];
}

function funnelSteps(value: unknown, stepFilters: boolean): FunnelStep[] | null {
  if (!Array.isArray(value) || value.length < 2 || value.length > 8) return null;
  const steps: FunnelStep[] = [];
  for (const step of value) {
    if (!isRecord(step) || (step.type !== 'path' && step.type !== 'event') || typeof step.value !== 'string') return null;
    const filters = step.filters;
    if (filters !== undefined) {
      const valid =
        Array.isArray(filters) &&
        filters.every((f) => isRecord(f) && typeof f.property === 'string' && f.property !== '' && OPERATORS.includes(f.operator as string) && typeof f.value === 'string');
      if (!valid && stepFilters) return null;
    }
    steps.push(stepFilters && filters !== undefined ? { type: step.type, value: step.value, filters: filters as FunnelStep['filters'] } : { type: step.type, value: step.value });
  }
  return steps;
}

function matchesStep(event: RecordedEvent, step: FunnelStep): boolean {
  if (step.type !== 'event' || event.name !== step.value) return false;
  return (step.filters ?? []).every(({ property, operator, value }) => {
    const actual = event.props[property];
    if (actual === undefined) return false;
    const contains = actual.toLowerCase().includes(value.toLowerCase());
    return operator === 'eq' ? actual === value : operator === 'neq' ? actual !== value : operator === 'c' ? contains : !contains;
  });
}

/** POST /api/reports/funnel (self-hosted) and /v1/reports/funnel (Umami Cloud), event steps only. */
export function startFakeUmami(settings: FakeUmamiSettings): Promise<FakeApi> {
  const stepFilters = settings.stepFilters ?? true;
  return serve((request) => {
    const cloud = request.path === '/v1/reports/funnel';
    if (request.method !== 'POST' || (!cloud && request.path !== '/api/reports/funnel')) return umamiError(404, 'Not found', 'not-found');
    const authorised = cloud
      ? settings.apiKey !== undefined && request.headers['x-umami-api-key'] === settings.apiKey
      : settings.token !== undefined && request.headers.authorization === `Bearer ${settings.token}`;
    const body = jsonOrUndefined(request);
    const parameters = isRecord(body) && isRecord(body.parameters) ? body.parameters : undefined;
    const steps = funnelSteps(parameters?.steps, stepFilters);
    const [startDate, endDate] = [parameters?.startDate, parameters?.endDate].map((date) => (typeof date === 'string' ? Date.parse(date) : NaN)) as [number, number];
    const windowMinutes = parameters?.window;
    // parseRequest validates the body before it checks auth.
    if (
      !isRecord(body) ||
      typeof body.websiteId !== 'string' ||
      !UUID.test(body.websiteId) ||
      body.type !== 'funnel' ||
      !isRecord(body.filters) ||
      !steps ||
      Number.isNaN(startDate) ||
      Number.isNaN(endDate) ||
      typeof windowMinutes !== 'number' ||
      windowMinutes <= 0
    ) {
      return umamiError(400, 'Bad request', 'bad-request');
    }
    if (!authorised || body.websiteId !== settings.websiteId) return umamiError(401, 'Unauthorized', 'unauthorized');
    const inRange = settings.events.filter((event) => Date.parse(event.at) >= startDate && Date.parse(event.at) <= endDate);
    // A session reaches a step with an event of it within `window` minutes after its previous step.
    let reached = new Map<string, number[]>();
    for (const event of inRange.filter((event) => matchesStep(event, steps[0]!))) reached.set(event.visitor, [...(reached.get(event.visitor) ?? []), Date.parse(event.at)]);
    const counts = [reached.size];
    for (const step of steps.slice(1)) {
      const next = new Map<string, number[]>();
      for (const event of inRange.filter((event) => matchesStep(event, step))) {
        const at = Date.parse(event.at);
        if ((reached.get(event.visitor) ?? []).some((before) => at >= before && at <= before + windowMinutes * 60_000))
          next.set(event.visitor, [...(next.get(event.visitor) ?? []), at]);
      }
      reached = next;
      counts.push(reached.size);
    }
    return {
      status: 200,
      body: steps.map((step, i) => {
        const previous = i > 0 ? counts[i - 1]! : 0;
        return {
          ...step,
          visitors: counts[i]!,
          previous,
          dropped: previous > 0 ? previous - counts[i]! : 0,
          dropoff: 1 - counts[i]! / previous,
          remaining: counts[i]! / counts[0]!,
        };
      }),
    };
  });
}
