// What the rewrites in this folder know of Next's own output, which Next does not document: where its
// chunks live, and how a page carries its payload. Nothing outside this folder reads either; the
// rewrites stop the build when the export is not the shape they expect, and
// e2e/next-export.spec.ts checks each of these facts on the real export `npm test` builds.

/** A Next chunk's URL, with or without an assetPrefix in front. */
export const CHUNK_URL = /\/_next\/static\/chunks\/[^"?#]+\.js(?:[?#].*)?$/;
/** The folder of the export that holds the chunks. */
export const CHUNKS = '_next/static/chunks';
/** Next's payload scripts: `(self.__next_f=self.__next_f||[]).push([0])`, then `self.__next_f.push([1,"…"])`. */
export const PAYLOAD = /^\(?self\.__next_f\b/;
