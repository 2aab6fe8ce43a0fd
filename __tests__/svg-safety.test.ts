/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssFetchProblem, svgBytesProblem, svgCodeProblem } from '../scripts/svg-safety';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
/** An SVG document holding `body`, with `attributes` on its root. */
const svg = (body: string, attributes = '') => `<svg ${NS}${attributes} width="10" height="10">${body}</svg>`;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==';

/** [what it is, the SVG, the reason expected] */
type Attack = readonly [string, string, unknown];

describe('svgCodeProblem: what could run code or load a file, each with what it found', () => {
  test.each<Attack>([
    // elements that run or embed things
    ['a script', svg('<script>alert(1)</script>'), 'holds a <script> element'],
    ['a script in CDATA', svg('<script type="text/ecmascript"><![CDATA[alert(1)]]></script>'), 'holds a <script> element'],
    ['a script with an svg: prefix', svg('<svg:script>alert(1)</svg:script>', ' xmlns:svg="http://www.w3.org/2000/svg"'), 'holds a <svg:script> element'],
    ['a script with a prefix declared on itself', svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'), 'holds a <x:script> element'],
    ['an upper-case script', svg('<SCRIPT>alert(1)</SCRIPT>'), 'holds a <SCRIPT> element'],
    ['an HTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'holds a <h:script> element'],
    ['a foreignObject', svg('<foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml"><p>hi</p></body></foreignObject>'), 'holds a <foreignObject> element'],
    ['a lower-case foreignobject', svg('<foreignobject/>'), 'holds a <foreignobject> element'],
    ['the default namespace switched to XHTML', svg('<g xmlns="http://www.w3.org/1999/xhtml"><p>hi</p></g>'), 'holds a <g> element in the HTML namespace'],
    ['an XHTML element by prefix', svg('<h:div xmlns:h="http://www.w3.org/1999/xhtml"/>'), 'holds a <h:div> element in the HTML namespace'],
    ['MathML', svg('<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>'), 'holds a <math> element in the MathML namespace'],
    ['an XML Events listener', svg('<ev:listener xmlns:ev="http://www.w3.org/2001/xml-events" event="load"/>'), 'holds a <ev:listener> element'],
    ...['iframe', 'embed', 'object', 'audio', 'video', 'img', 'link', 'meta', 'base', 'form', 'handler', 'listener', 'IFrame'].map((name): Attack => [
      `an <${name}>`,
      svg(`<${name}/>`),
      `holds a <${name}> element`,
    ]),

    // event handlers
    ['onload on the root', svg('', ' onload="alert(1)"'), 'holds an event handler (onload="alert(1)" on <svg>)'],
    ['an upper-case handler', svg('<rect ONCLICK="alert(1)"/>'), 'holds an event handler (ONCLICK="alert(1)" on <rect>)'],
    ['a prefixed handler', svg('<rect x:onmouseover="alert(1)" xmlns:x="http://www.w3.org/2000/svg"/>'), 'holds an event handler (x:onmouseover="alert(1)" on <rect>)'],
    ['a handler on an animation', svg('<animate onbegin="alert(1)"/>'), 'holds an event handler (onbegin="alert(1)" on <animate>)'],

    // links out of the image
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), 'holds a link out of the image (href="javascript:alert(1)" on <a>)'],
    ['an xlink:href javascript: link', svg('<a xlink:href="javascript:alert(1)"/>'), 'holds a link out of the image (xlink:href="javascript:alert(1)" on <a>)'],
    [
      'another prefix bound to xlink',
      svg('<a l:href="javascript:alert(1)" xmlns:l="http://www.w3.org/1999/xlink"/>'),
      'holds a link out of the image (l:href="javascript:alert(1)" on <a>)',
    ],
    ['a decimal character reference', svg('<a href="&#106;avascript:alert(1)"/>'), 'holds a link out of the image (href="javascript:alert(1)" on <a>)'],
    ['a hexadecimal character reference', svg('<a href="&#x6A;avascript:alert(1)"/>'), 'holds a link out of the image (href="javascript:alert(1)" on <a>)'],
    ['a reference with leading zeros', svg('<a href="&#0000106;avascript:alert(1)"/>'), 'holds a link out of the image (href="javascript:alert(1)" on <a>)'],
    ['a tab inside javascript:', svg('<a href="java&#9;script:alert(1)"/>'), 'holds a link out of the image (href="java\\tscript:alert(1)" on <a>)'],
    ['a line break inside javascript:', svg('<a href="java\nscript:alert(1)"/>'), 'holds a link out of the image (href="java script:alert(1)" on <a>)'],
    ['an upper-case JAVASCRIPT:', svg('<a href=" JAVASCRIPT:alert(1)"/>'), 'holds a link out of the image (href=" JAVASCRIPT:alert(1)" on <a>)'],
    ['a fragment after a no-break space', svg('<use href="&#160;#a"/>'), 'holds a link out of the image (href="\u00a0#a" on <use>)'],
    ['another file', svg('<use href="sprite.svg#a"/>'), 'holds a link out of the image (href="sprite.svg#a" on <use>)'],
    ['another site', svg('<image href="https://evil.example/x.png"/>'), 'holds a link out of the image (href="https://evil.example/x.png" on <image>)'],
    [
      'an SVG data URL in an image',
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
      'holds a link out of the image (href="data:image/svg+xml;base64,PHN2Zz4=" on <image>)',
    ],
    [
      'a PNG data URL outside an <image>',
      svg(`<use href="data:image/png;base64,${PNG}"/>`),
      expect.stringMatching(/^holds a link out of the image \(href="data:image\/png;base64,.+" on <use>\)$/),
    ],
    ['src', svg('<image src="x.png"/>'), 'holds a link out of the image (src="x.png" on <image>)'],
    ['xml:base', svg('<g xml:base="https://evil.example/"><use href="#a"/></g>'), 'holds a link out of the image (xml:base="https://evil.example/" on <g>)'],
    ['a filter image', svg('<filter><feImage href="https://evil.example/x.png"/></filter>'), 'holds a link out of the image (href="https://evil.example/x.png" on <feImage>)'],

    // CSS that fetches
    ['url() in a style attribute', svg('<rect style="fill:url(https://evil.example/p.svg#g)"/>'), 'holds url(https://evil.example/p.svg#g) in style on <rect>'],
    ['url() in fill', svg('<rect fill="url(p.svg#g)"/>'), 'holds url(p.svg#g) in fill on <rect>'],
    ['url() in filter', svg('<rect filter="url(other.svg#f)"/>'), 'holds url(other.svg#f) in filter on <rect>'],
    ['a quoted url() in marker-start', svg(`<path marker-start="url('m.svg#m')"/>`), `holds url('m.svg#m') in marker-start on <path>`],
    ['an upper-case URL() in clip-path', svg('<g clip-path="URL(c.svg#c)"/>'), 'holds url(c.svg#c) in clip-path on <g>'],
    ['url() written with a character reference', svg('<rect fill="&#117;rl(p.svg#g)"/>'), 'holds url(p.svg#g) in fill on <rect>'],
    ['url() written with a CSS escape', svg('<style>rect{fill:\\75 rl(p.svg#g)}</style>'), 'holds url(p.svg#g) in a <style> element'],
    ['url() in a <style> element', svg('<style>rect{fill:url(p.svg#g)}</style>'), 'holds url(p.svg#g) in a <style> element'],
    [
      'image-set() in a style attribute',
      svg(`<rect style="background:image-set('https://evil.example/x.png' 1x)"/>`),
      `holds image-set('https://evil.example/x.png' 1x) in style on <rect>`,
    ],
    ['@import in a <style> element', svg('<style>@import url(https://evil.example/x.css);</style>'), 'holds @import in a <style> element'],
    ['@import in a CDATA section', svg('<style><![CDATA[@import "x.css";]]></style>'), 'holds @import in a <style> element'],
    ['@import split by an XML comment', svg('<style>@im<!-- x -->port "x.css";</style>'), 'holds @import in a <style> element'],
    ['@import split across CDATA', svg('<style><![CDATA[@im]]>port "x.css";</style>'), 'holds @import in a <style> element'],
    ['@import with a CSS escape', svg('<style>@\\69mport "x.css";</style>'), 'holds @import in a <style> element'],
    ['@import in upper case', svg('<style>@IMPORT "x.css";</style>'), 'holds @import in a <style> element'],
    ['@import in a style attribute', svg(`<rect style="@import 'x.css'"/>`), 'holds @import in style on <rect>'],
    [
      'url() hidden from a comment-stripping reader by a string',
      svg(`<style>a{content:"/*"}rect{fill:url(p.svg)}b{content:"*/"}</style>`),
      'holds url(p.svg) in a <style> element',
    ],
    ['an element inside <style>', svg('<style>u<x>a</x>rl(p.svg)</style>'), 'holds an element inside a <style> element'],

    // animations that rewrite a link or a handler
    ['animate of href', svg('<a href="#a"><animate attributeName="href" to="javascript:alert(1)"/></a>'), 'holds an animation of href, which can turn it into code (on <animate>)'],
    ['set of xlink:href', svg('<a><set attributeName="xlink:href" to="javascript:alert(1)"/></a>'), 'holds an animation of xlink:href, which can turn it into code (on <set>)'],
    ['animateMotion of onclick', svg('<animateMotion attributeName="onclick"/>'), 'holds an animation of onclick, which can turn it into code (on <animateMotion>)'],
    ['animateTransform of ONLOAD', svg('<animateTransform attributeName=" ONLOAD "/>'), 'holds an animation of ONLOAD, which can turn it into code (on <animateTransform>)'],
    [
      'an animated href written with a reference',
      svg('<set attributeName="&#104;ref" to="javascript:alert(1)"/>'),
      'holds an animation of href, which can turn it into code (on <set>)',
    ],
    ['an animation setting url() of another file', svg('<set attributeName="fill" to="url(p.svg#g)"/>'), 'holds url(p.svg#g) in to on <set>'],

    // declarations and processing instructions
    [
      'an entity in a DOCTYPE',
      `<!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>${svg('<a href="&x;"/>')}`,
      'holds a <!DOCTYPE> declaration, which can define entities (remove the DOCTYPE line)',
    ],
    [
      'a plain DOCTYPE',
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('')}`,
      expect.stringContaining('(remove the DOCTYPE line)'),
    ],
    ['an ENTITY on its own', `<!ENTITY x "y">${svg('')}`, 'holds a <!ENTITY> declaration, which can define entities (remove the DOCTYPE line)'],
    [
      'an xml-stylesheet',
      `<?xml-stylesheet type="text/xsl" href="evil.xsl"?>${svg('')}`,
      'holds the processing instruction <?xml-stylesheet> (only the <?xml …?> declaration may stand there)',
    ],
    ['a processing instruction inside', svg('<?php echo 1 ?>'), 'holds the processing instruction <?php> (only the <?xml …?> declaration may stand there)'],
    [
      'an XML declaration after the start',
      `\n<?xml version="1.0"?>${svg('')}`,
      'has an <?xml …?> declaration that is not the first thing in the file or names an encoding other than UTF-8',
    ],
    [
      'an encoding other than UTF-8',
      `<?xml version="1.0" encoding="ISO-2022-JP"?>${svg('')}`,
      'has an <?xml …?> declaration that is not the first thing in the file or names an encoding other than UTF-8',
    ],

    // text that is not one SVG element
    ['an empty file', '', 'is not an SVG: it holds no <svg> element'],
    ['plain text', 'hello', 'is not one <svg> element: it has text outside its root element'],
    ['an HTML page', '<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>', 'is not an SVG: its root element is <html>, not <svg> in the SVG namespace'],
    ['an svg without its namespace', '<svg width="4"/>', 'is not an SVG: its root element is <svg>, not <svg> in the SVG namespace'],
    ['an upper-case SVG', '<SVG xmlns="http://www.w3.org/2000/svg"/>', 'is not an SVG: its root element is <SVG>, not <svg> in the SVG namespace'],
    ['two roots', `${svg('')}${svg('<script>alert(1)</script>')}`, 'is not one <svg> element: it has more than one root element'],
    ['an element after the root', `${svg('')}<script>alert(1)</script>`, 'is not one <svg> element: it has more than one root element'],
    ['text after the root', `${svg('')}alert(1)`, 'is not one <svg> element: it has text outside its root element'],
    ['an element left open', `<svg ${NS}><g><rect/></svg>`, 'is not well-formed XML: <g> is not closed'],
    ['an unquoted attribute', svg('<rect fill=red/>'), 'is not well-formed XML: the attribute "fill" has no quoted value'],
    [
      'an empty prefix that would hide an HTML element',
      svg('<g xmlns="http://www.w3.org/1999/xhtml" xmlns:="urn:x"><input autofocus=""/></g>'),
      'is not well-formed XML: xmlns: with no prefix on <g>',
    ],
    ['an attribute given twice', svg('<a href="#a" href="javascript:alert(1)"/>'), 'is not well-formed XML: "href" appears twice on <a>'],
    ['an undeclared prefix', svg('<x:script/>'), 'is not well-formed XML: the prefix of "x:script" is not declared'],
    ['an HTML entity', svg('<a href="javascript&colon;alert(1)"/>'), 'is not well-formed XML: "&colon;" in href is not a reference XML defines'],
    ['a reference to a control character', svg('<a href="&#1;javascript:alert(1)"/>'), 'is not well-formed XML: "&#1;" in href is not a reference XML defines'],
    ['a reference without its semicolon', svg('<a href="&#106avascript:alert(1)"/>'), 'is not well-formed XML: "&#106avascript:alert(1)" in href is not a reference XML defines'],
    ['a raw control character', svg('<a href="\u0001javascript:alert(1)"/>'), 'holds the character U+0001, which XML does not allow'],
    ['a form feed', svg('<script\fx="1">alert(1)</script>'), 'holds the character U+000C, which XML does not allow'],
  ])('%s', (_, text, reason) => {
    expect(svgCodeProblem(text)).toEqual(reason);
  });
});

const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg
   width="210mm"
   height="297mm"
   viewBox="0 0 210 297"
   version="1.1"
   id="svg5"
   inkscape:version="1.3 (0e150ed6c4, 2023-07-21)"
   sodipodi:docname="badge (1).svg"
   inkscape:export-filename="badge.png"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview
     id="namedview7"
     pagecolor="#ffffff"
     bordercolor="#000000"
     inkscape:showpageshadow="2"
     inkscape:zoom="0.73"
     inkscape:current-layer="layer1" />
  <defs
     id="defs2">
    <linearGradient
       inkscape:collect="always"
       id="linearGradient1">
      <stop
         style="stop-color:#f5c542;stop-opacity:1;"
         offset="0"
         id="stop1" />
      <stop
         style="stop-color:#c77a00;stop-opacity:1;"
         offset="1"
         id="stop2" />
    </linearGradient>
    <linearGradient
       xlink:href="#linearGradient1"
       id="linearGradient2"
       x1="10"
       y1="10"
       x2="90"
       y2="90"
       gradientUnits="userSpaceOnUse" />
  </defs>
  <metadata
     id="metadata1">
    <rdf:RDF>
      <cc:Work
         rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:type
           rdf:resource="http://purl.org/dc/dcmitype/StillImage" />
        <cc:license
           rdf:resource="http://creativecommons.org/licenses/by-sa/4.0/" />
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1">
    <rect
       style="fill:url(#linearGradient2);fill-opacity:1;stroke:none"
       id="rect1"
       width="80"
       height="80"
       x="10"
       y="10"
       sodipodi:nodetypes="cccc" />
    <image
       width="8"
       height="8"
       preserveAspectRatio="none"
       xlink:href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAA
DUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==
"
       id="image1"
       x="0"
       y="0" />
  </g>
</svg>
`;

describe('svgCodeProblem: what design tools export passes', () => {
  test.each([
    [
      'a gradient used with url(#g), quoted and not',
      svg(`<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#g)" style="stroke:url('#g');fill:url( &quot;#g&quot; )"/>`),
    ],
    ['<use href="#a"> and xlink:href', svg('<defs><circle id="a" r="2"/></defs><use href="#a"/><use xlink:href=" #a "/>')],
    ['an Inkscape export with sodipodi, inkscape and rdf metadata', INKSCAPE],
    ['an <image> with a PNG data URL', svg(`<image width="1" height="1" href="data:image/png;base64,${PNG}"/>`)],
    ['JPEG, WebP and GIF data URLs', svg(['jpeg', 'webp', 'GIF'].map((type) => `<image xlink:href="DATA:image/${type};base64,AAAA"/>`).join(''))],
    ['an XML declaration and a comment', `<?xml version="1.0"?>\n<!-- exported -->\n${svg('<rect width="4" height="4"/>')}\n`],
    ['a <style> of plain CSS', svg('<style>.a{fill:#f5c542;font-family:"Outfit",sans-serif}@media (prefers-color-scheme:dark){.a{fill:#000}}</style><rect class="a"/>')],
    ['a <style> in CDATA with a clip-path reference', svg('<style><![CDATA[ .b > rect { clip-path: url(#c); } ]]></style><clipPath id="c"><rect/></clipPath>')],
    ['a same-page link', svg('<a href="#top"><text>top</text></a>')],
    ['text that talks about code', svg('<title>onload &amp; javascript: &lt;script&gt; url(x.png) &#169;</title><text>@import</text>')],
    ['an animation of opacity', svg('<rect><animate attributeName="opacity" values="0;1" dur="1s" repeatCount="indefinite"/></rect>')],
    ['a prefixed svg root', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:rect width="1" height="1"/></svg:svg>'],
  ])('%s', (_, text) => {
    expect(svgCodeProblem(text)).toBeNull();
  });

  test.each(readdirSync(join(__dirname, '..', 'public', 'brand')).filter((name) => name.endsWith('.svg')))('the committed public/brand/%s', (name) => {
    expect(svgBytesProblem(readFileSync(join(__dirname, '..', 'public', 'brand', name)))).toBeNull();
  });
});

describe('svgBytesProblem: the file must be UTF-8 without a byte order mark', () => {
  const plain = svg('<rect width="1" height="1"/>');

  test('plain UTF-8, with non-ASCII text, passes', () => {
    expect(svgBytesProblem(Buffer.from(svg('<title>Perlas ñ ₱</title>')))).toBeNull();
  });

  test.each([
    ['a UTF-8 byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(plain)]), 'starts with a byte order mark (save it as UTF-8 without one)'],
    ['invalid UTF-8', Buffer.concat([Buffer.from(plain.slice(0, 10)), Buffer.from([0xc0, 0xbc]), Buffer.from(plain.slice(10))]), 'is not UTF-8 text'],
    ['UTF-16', Buffer.from(`\ufeff${plain}`, 'utf16le'), 'is not UTF-8 text'],
    ['a script in UTF-8', Buffer.from(svg('<script>alert(1)</script>')), 'holds a <script> element'],
  ])('%s is refused', (_, bytes, reason) => {
    expect(svgBytesProblem(bytes)).toBe(reason);
  });
});

describe('cssFetchProblem', () => {
  test.each([
    ['fill:url(#a)', null],
    ["fill:url( '#a' )", null],
    ['fill:u\\72l(x.svg)', 'url(x.svg)'],
    ['fill:url(#a);stroke:url(b.svg#b)', 'url(b.svg#b)'],
    ['@font-face{src:url(f.woff2)}', 'url(f.woff2)'],
    ['background:-webkit-image-set("x.png" 1x)', 'image-set("x.png" 1x)'],
    ['/**/@import "x"', '@import'],
    ['fill:url(\n  other.svg#a)', 'url( other.svg#a)'],
  ])('%s → %s', (css, found) => {
    expect(cssFetchProblem(css)).toBe(found);
  });
});
