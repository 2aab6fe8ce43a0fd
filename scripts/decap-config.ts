// The Decap CMS configuration, derived from the content schema (content/schema.ts via
// z.toJSONSchema): one screen per content file, one widget per field, and the same required
// fields, https patterns and min/max as the build's check. Nothing here is written by hand per field.
import { z } from 'zod';
import { AREAS, files, type Area } from '@/content/schema';

/** What each editor screen changes (shown at the top of the screen). */
export const SCREENS: Record<Area, { label: string; description: string }> = {
  claims: { label: 'Bonus figures and claims', description: 'Every page that shows one of these figures changes with it.' },
  home: {
    label: 'Home page sections',
    description: 'Kicker, title, text, buttons and images of each home-page section, in page order. {claims.…} placeholders insert the bonus figures.',
  },
  games: { label: 'Games and providers', description: 'The slot gallery, the games grid, the other games and the provider list. Drag to reorder.' },
  offerings: { label: 'Offerings (switches)', description: 'Switch an offering off and its menu entry, home blocks and page disappear together.' },
  navigation: { label: 'Menu and top bar', description: 'The menu (desktop, phone drawer and footer) and the two top-bar buttons.' },
  compliance: {
    label: 'Compliance: age, helpline, licence',
    description: 'Minimum age (21 or more), notices, helpline, regulator licence and advertisement clearance. Never enter a licence the operator does not hold.',
  },
  site: { label: 'Brand, affiliate URL, footer', description: 'The brand name, the one affiliate URL every button leads to, the public site URL and the footer.' },
  campaign: { label: 'Campaign parameters', description: 'Query parameters carried from the landing URL onto every affiliate link.' },
  campaigns: {
    label: 'Campaigns (landing pages and A/B tests)',
    description:
      'Each campaign is a landing page at /promo/<slug> for one traffic source, linked from nowhere. Give it up to four variants: each visitor is shown one by its share and keeps it; ?variant=<name> previews one. npm run campaign:results compares them.',
  },
  analytics: { label: 'Analytics', description: 'Off (none) by default: the site then makes no requests of its own. GA4 shows a consent banner first.' },
  constants: { label: 'Carousel and gallery settings', description: 'Timing of the membership carousel, gallery columns and thumbnail size.' },
  pages: { label: 'Other pages', description: 'The 404 page, the error screen and the sign-up page.' },
};

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  label?: string;
  hint?: string;
  widget?: string;
  pattern?: string;
  patternHint?: string;
  kind?: string;
  allowEmpty?: boolean;
  /** One item of a list ("game"): the editor's "Add game" button. */
  item?: string;
};

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

const humanize = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (m) => m.toLowerCase());
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

function field(name: string, schema: JsonSchema, required: boolean): DecapField {
  const nullable = schema.anyOf?.find((option) => option.type !== 'null');
  if (nullable) return field(name, { ...nullable, label: schema.label, hint: schema.hint }, false);
  const base: DecapField = { name, label: schema.label ?? humanize(name), widget: 'string', required: required && !schema.allowEmpty };
  if (schema.hint) base.hint = schema.hint;
  if (schema.pattern) base.pattern = [schema.pattern, `Enter ${schema.patternHint ?? 'a valid value'}.`];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && schema.maximum < SAFE_INTEGER && { max: schema.maximum }),
      };
    // A new list item (a campaign) is written with what its fields default to: without one, a toggle left
    // alone or a list left empty is missing from the file, and the content check refuses the save.
    case 'boolean':
      return { ...base, widget: 'boolean', required: false, default: false };
    case 'array': {
      const items = schema.items ?? { type: 'string' };
      const list: DecapField = {
        ...base,
        widget: 'list',
        allow_add: true,
        collapsed: true,
        default: [],
        ...(schema.item && { label_singular: schema.item }),
        ...(schema.minItems && { min: schema.minItems }),
      };
      if (items.type === 'object') {
        const fields = objectFields(items);
        const summary = ['title', 'label', 'alt'].find((key) => fields.some((f) => f.name === key));
        return { ...list, fields, ...(summary && { summary: `{{fields.${summary}}}` }) };
      }
      return { ...list, summary: '{{fields.item}}', field: field('item', items, true) };
    }
    case 'object': {
      const fields = objectFields(schema).map((child) => (required ? child : { ...child, required: false }));
      return { ...base, widget: 'object', collapsed: schema.kind !== 'image', fields };
    }
    default:
      if (schema.enum) {
        const options = schema.enum.filter((option) => option !== '');
        return { ...base, widget: 'select', options, required: required && options.length === schema.enum.length };
      }
      return { ...base, widget: schema.widget ?? 'string' };
  }
}

function objectFields(schema: JsonSchema): DecapField[] {
  return Object.entries(schema.properties ?? {}).map(([name, child]) => field(name, child, schema.required?.includes(name) ?? false));
}

/** The fields of one content file's editor screen. */
export function fieldsFor(area: Area): DecapField[] {
  return objectFields(z.toJSONSchema(files[area], { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

export interface EditorBackend {
  /** `local`: decap-server, behind the editor's own server at `proxyUrl` (`/api/v1`), writes the working tree. `github` / `gitlab`: commits to `repo` after a login. */
  name: 'local' | 'github' | 'gitlab';
  proxyUrl?: string;
  repo?: string;
  branch?: string;
  baseUrl?: string;
  authEndpoint?: string;
}

export function decapConfig(backend: EditorBackend) {
  const git =
    backend.name === 'local'
      ? { name: 'proxy', proxy_url: backend.proxyUrl, branch: 'main' }
      : {
          name: backend.name,
          repo: backend.repo,
          branch: backend.branch ?? 'main',
          ...(backend.baseUrl && { base_url: backend.baseUrl }),
          ...(backend.authEndpoint && { auth_endpoint: backend.authEndpoint }),
        };
  return {
    backend: git,
    media_folder: 'public/images',
    public_folder: '/images',
    collections: [
      {
        name: 'content',
        label: 'Site content',
        format: 'json',
        extension: 'json',
        editor: { preview: false },
        files: AREAS.map((area) => ({
          name: area,
          label: SCREENS[area].label,
          description: SCREENS[area].description,
          file: `content/${area}.json`,
          fields: fieldsFor(area),
        })),
      },
    ],
  };
}
