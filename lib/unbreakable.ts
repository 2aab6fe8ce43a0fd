/** A phone number must not wrap across lines: non-breaking spaces and hyphens. */
export const unbreakable = (text: string): string => text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
