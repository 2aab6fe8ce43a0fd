/** A phone number must not wrap across lines: non-breaking spaces and hyphens. */
export const unbreakable = (text: string): string => keepHyphenated(text.replace(/ /g, '\u00a0'));

/** A hyphenated compound ("problem-gambling") may wrap between words, never at its hyphen. */
export const keepHyphenated = (text: string): string => text.replace(/-/g, '\u2011');
