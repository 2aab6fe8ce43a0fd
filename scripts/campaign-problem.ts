// What `npm run campaign:results` reports instead of a result: one line naming what is wrong and the
// fix, printed without a stack trace before the command exits with 1.
export class ResultsProblem extends Error {}
