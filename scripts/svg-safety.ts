// Whether an SVG can run code or load anything when a browser opens it: public/ is served as is, and
// an SVG opened as a document (its own URL, <object>, <iframe>) runs its scripts and fetches its links
// with the site's origin. Read as a browser reads image/svg+xml (XML, namespaces, character
// references decoded); anything the check cannot read with certainty is refused too.
import { Parser } from 'htmlparser2';

/** What to do about any problem found here; the editor and the build both print it. */
export const SVG_FIX = 'export it again without scripts, event handlers, embedded HTML or links to other files';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Prefix ('' for the default namespace) → namespace, outside the root element. */
const ROOT_SCOPE: ReadonlyMap<string, string> = new Map([
  ['', ''],
  ['xml', 'http://www.w3.org/XML/1998/namespace'],
]);
/** Elements of these namespaces render as HTML or carry behaviour. */
const BARRED_NAMESPACES = new Map([
  ['http://www.w3.org/1999/xhtml', 'HTML'],
  ['http://www.w3.org/1998/Math/MathML', 'MathML'],
  ['http://www.w3.org/2001/xml-events', 'XML Events'],
  ['http://www.w3.org/2001/XInclude', 'XInclude'],
  ['http://www.w3.org/1999/XSL/Transform', 'XSLT'],
]);
/** Local names (lower case) that load or run something in whatever namespace they stand. */
const BARRED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'portal',
  'audio',
  'video',
  'img',
  'link',
  'meta',
  'base',
  'form',
  'handler',
  'listener',
]);
/** Attribute local names (lower case) that hold an address; xml:base is "base". */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'base', 'ping', 'action', 'formaction', 'srcset', 'poster', 'data']);
const S = '[\\t\\n\\r ]';
const XML_DECLARATION = new RegExp(
  `^\\?xml${S}+version${S}*=${S}*(["'])1\\.0\\1(?:${S}+encoding${S}*=${S}*(["'])[Uu][Tt][Ff]-8\\2)?(?:${S}+standalone${S}*=${S}*(["'])(?:yes|no)\\3)?${S}*\\?$`,
);
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u;
const XML_REFERENCE = /^&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));$/;
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/**
 * Browsers strip only these around an address, not every character String.trim() drops. A loop, as a
 * regex for trailing spaces takes quadratic time on a long run of them followed by more text.
 */
const trimAscii = (value: string) => {
  const blank = (index: number) => '\t\n\f\r '.includes(value[index] ?? 'x');
  let start = 0;
  let end = value.length;
  while (start < end && blank(start)) start += 1;
  while (end > start && blank(end - 1)) end -= 1;
  return value.slice(start, end);
};
const FRAGMENT = /^#\S*$/;
/** A raster image inlined by a design tool: inert, loads nothing. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\t\n\f\r ]*$/i;
/** url(#id), quoted or not, in lower-cased CSS with its escapes decoded. */
const SAFE_URL = /url\([\t\n\f\r ]*(?:"#[^"'\\()\s]+"|'#[^"'\\()\s]+'|#[^"'\\()\s]+)[\t\n\f\r ]*\)/g;
const CSS_FETCH = /(?:url|src|image|image-set|cross-fade|expression)\([^)]{0,60}\)?/;

const shortened = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
/** The reason is one line of the editor's and the build's output. */
const oneLine = (text: string) => text.replace(/[\s\p{C}]+/gu, ' ');
const isXmlCharacter = (cp: number) =>
  cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

/** The text a browser reads for `raw` (an attribute value or text outside CDATA), or the reference XML would stop at. */
function decodeXml(raw: string): { value: string } | { bad: string } {
  let bad: string | null = null;
  const value = raw.replace(/&[^&;<\s]*;?/g, (reference) => {
    const [, hex, decimal, name] = XML_REFERENCE.exec(reference) ?? [];
    if (name) return XML_ENTITIES[name]!;
    const cp = hex ? parseInt(hex, 16) : decimal ? parseInt(decimal, 10) : NaN;
    if (isXmlCharacter(cp)) return String.fromCodePoint(cp);
    bad ??= reference;
    return '';
  });
  return bad === null ? { value } : { bad };
}

const cssCodePoint = (cp: number) => String.fromCodePoint(cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? 0xfffd : cp);
const decodeCssEscapes = (css: string) =>
  css.replace(/\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[\t\n\f\r ])?|(\r\n|[\n\f\r])|([\s\S]))/g, (_, hex?: string, newline?: string, other?: string) =>
    hex ? cssCodePoint(parseInt(hex, 16)) : newline ? '' : other!,
  );

/** An @import or a url(…) (or another function that fetches) other than url(#id) in `css`, or null. */
export function cssFetchProblem(css: string): string | null {
  // Read once as written and once without comments: one of the two is what the browser tokenizes.
  for (const view of [css, css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')]) {
    const text = decodeCssEscapes(view).toLowerCase();
    if (text.includes('@import')) return '@import';
    const found = CSS_FETCH.exec(text.replace(SAFE_URL, ''));
    if (found) return oneLine(found[0]);
  }
  return null;
}

interface Name {
  qualified: string;
  local: string;
  namespace: string;
}

interface OpenElement extends Name {
  scope: ReadonlyMap<string, string>;
  selfClosing: boolean;
}

/** `qualified` with its prefix resolved in `scope`; unprefixed attributes are in no namespace. */
function resolve(qualified: string, scope: ReadonlyMap<string, string>, attribute: boolean): Name | string {
  const parts = qualified.split(':');
  if (parts.length > 2 || parts.some((part) => part === '')) return `is not well-formed XML: ${shortened(qualified)} is not a name`;
  const [prefix, local] = parts.length === 2 ? [parts[0]!, parts[1]!] : ['', parts[0]!];
  const namespace = prefix === '' && attribute ? '' : scope.get(prefix);
  if (namespace === undefined) return `is not well-formed XML: the prefix of ${shortened(qualified)} is not declared`;
  return { qualified, local, namespace };
}

function elementProblem(element: Name, depth: number): string | null {
  const local = element.local.toLowerCase();
  if (depth === 0 && (element.local !== 'svg' || element.namespace !== SVG_NS)) return `is not an SVG: its root element is <${element.qualified}>, not <svg> in the SVG namespace`;
  if (BARRED_ELEMENTS.has(local)) return `holds a <${element.qualified}> element`;
  const barred = BARRED_NAMESPACES.get(element.namespace);
  if (barred) return `holds a <${element.qualified}> element in the ${barred} namespace`;
  return null;
}

function attributeProblem(element: Name, attribute: Name, value: string): string | null {
  const local = attribute.local.toLowerCase();
  const where = `${attribute.qualified}=${shortened(value)} on <${element.qualified}>`;
  if (local.startsWith('on')) return `holds an event handler (${where})`;
  if (ADDRESS_ATTRIBUTES.has(local)) {
    const address = trimAscii(value);
    const inlined = element.local.toLowerCase() === 'image' && local === 'href' && DATA_IMAGE.test(address);
    if (!FRAGMENT.test(address) && !inlined) return `holds a link out of the image (${where})`;
  }
  if (local === 'attributename') {
    const animated = trimAscii(value).split(':').pop()!.toLowerCase();
    if (animated.startsWith('on') || ADDRESS_ATTRIBUTES.has(animated))
      return `holds an animation of ${oneLine(trimAscii(value))}, which can turn it into code (on <${element.qualified}>)`;
  }
  // Prefixed attributes (inkscape:, sodipodi:, rdf:…) are never read as CSS; file names there may hold "(".
  const fetch = attribute.namespace === '' ? cssFetchProblem(value) : null;
  return fetch ? `holds ${fetch} in ${attribute.qualified} on <${element.qualified}>` : null;
}

/** Why `svg` (the text of an .svg file) could run code or load another file, or null when it cannot. */
export function svgCodeProblem(svg: string): string | null {
  const control = NOT_XML_CHARACTER.exec(svg);
  if (control) return `holds the character U+${control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}, which XML does not allow`;
  let problem: string | null = null;
  const fail = (reason: string | null) => {
    problem ??= reason;
  };
  const open: OpenElement[] = [];
  let attributes: { name: string; raw: string }[] = [];
  // Set inside the handlers, which the compiler does not follow.
  let root = 'none' as 'none' | 'open' | 'closed';
  let started = false;
  let cdata = false;
  let style: string | null = null;
  const parser: Parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        if (name.startsWith('!')) fail(`holds a <${name.slice(0, 20)}> declaration, which can define entities (remove the DOCTYPE line)`);
        else if (name !== '?xml') fail(`holds the processing instruction <${name.slice(0, 40)}> (only the <?xml …?> declaration may stand there)`);
        else if (started || !XML_DECLARATION.test(data)) fail('has an <?xml …?> declaration that is not the first thing in the file or names an encoding other than UTF-8');
        started = true;
      },
      oncomment() {
        started = true;
      },
      onattribute(name, raw, quote) {
        if (quote !== '"' && quote !== "'") fail(`is not well-formed XML: the attribute ${shortened(name)} has no quoted value`);
        attributes.push({ name, raw });
      },
      onopentag(qualified) {
        started = true;
        const written = attributes;
        attributes = [];
        if (root === 'closed') return fail('is not one <svg> element: it has more than one root element');
        if (style !== null) return fail('holds an element inside a <style> element');
        const values = new Map<string, string>();
        for (const { name, raw } of written) {
          // Literal tabs and line breaks in a value read as spaces; references stay as decoded.
          const decoded = decodeXml(raw.replace(/\r\n?/g, '\n').replace(/[\t\n]/g, ' '));
          if ('bad' in decoded) return fail(`is not well-formed XML: ${shortened(decoded.bad)} in ${name} is not a reference XML defines`);
          if (values.has(name)) return fail(`is not well-formed XML: ${shortened(name)} appears twice on <${qualified}>`);
          values.set(name, decoded.value);
        }
        if (values.has('xmlns:')) return fail(`is not well-formed XML: xmlns: with no prefix on <${qualified}>`);
        const declared = [...values].flatMap(([name, uri]) => (name === 'xmlns' ? [['', uri] as const] : name.startsWith('xmlns:') ? [[name.slice(6), uri] as const] : []));
        const parent = open.at(-1)?.scope ?? ROOT_SCOPE;
        const scope = declared.length === 0 ? parent : new Map([...parent, ...declared]);
        const element = resolve(qualified, scope, false);
        if (typeof element === 'string') return fail(element);
        fail(elementProblem(element, open.length));
        for (const [name, value] of values) {
          if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
          const attribute = resolve(name, scope, true);
          fail(typeof attribute === 'string' ? attribute : attributeProblem(element, attribute, value));
        }
        if (element.local.toLowerCase() === 'style') style = '';
        if (open.length === 0) root = 'open';
        // The open tag ends at endIndex: "/>" when it closes itself.
        open.push({ ...element, scope, selfClosing: svg[parser.endIndex - 1] === '/' });
      },
      onclosetag(_, implied) {
        const element = open.pop();
        if (!element) return;
        if (implied && !element.selfClosing) fail(`is not well-formed XML: <${element.qualified}> is not closed`);
        if (style !== null && element.local.toLowerCase() === 'style') {
          const fetch = cssFetchProblem(style);
          if (fetch) fail(`holds ${fetch} in a <style> element`);
          style = null;
        }
        if (open.length === 0) root = 'closed';
      },
      oncdatastart() {
        cdata = true;
      },
      oncdataend() {
        cdata = false;
      },
      ontext(raw) {
        started = true;
        const decoded = cdata ? { value: raw } : decodeXml(raw);
        if ('bad' in decoded) return fail(`is not well-formed XML: ${shortened(decoded.bad)} is not a reference XML defines`);
        if (open.length === 0 && /[^\t\n\r ]/.test(decoded.value)) fail('is not one <svg> element: it has text outside its root element');
        if (style !== null) style += decoded.value;
      },
    },
    { xmlMode: true, decodeEntities: false },
  );
  parser.end(svg);
  if (root !== 'closed') fail('is not an SVG: it holds no <svg> element');
  return problem;
}

/** svgCodeProblem for the bytes of a file, which must be UTF-8 without a byte order mark. */
export function svgBytesProblem(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'starts with a byte order mark (save it as UTF-8 without one)';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return 'is not UTF-8 text';
  }
  return svgCodeProblem(text);
}
