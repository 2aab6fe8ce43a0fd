// Range header evaluation with nginx's outcomes (see docs/deploy.md, "Behaviour"):
//   no `bytes=` unit          → ignored (200)
//   one satisfiable range     → 206
//   several ranges            → ignored (200; nginx sends multipart/byteranges 206)
//   syntax error, last<first,
//   nothing satisfiable       → 416 with `Content-Range: bytes */<size>`

/**
 * @param {number} size representation length
 * @param {string | undefined} header
 * @returns {{ kind: 'none' } | { kind: 'unsatisfiable' } | { kind: 'range', start: number, end: number }}
 */
export function evaluateRange(size, header) {
  if (!header) return { kind: 'none' };
  const m = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!m) return { kind: 'none' };
  const ranges = [];
  for (const part of (m[1] ?? '').split(',')) {
    const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(part);
    if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'unsatisfiable' };
    if (spec[1] === '') {
      const suffix = Number(spec[2]);
      if (suffix > 0 && size > 0) ranges.push({ start: Math.max(size - suffix, 0), end: size - 1 });
      continue;
    }
    const start = Number(spec[1]);
    const end = spec[2] === '' ? size - 1 : Number(spec[2]);
    if (end < start) return { kind: 'unsatisfiable' };
    if (start < size) ranges.push({ start, end: Math.min(end, size - 1) });
  }
  if (ranges.length === 0) return { kind: 'unsatisfiable' };
  if (ranges.length > 1) return { kind: 'none' };
  return { kind: 'range', start: ranges[0].start, end: ranges[0].end };
}
