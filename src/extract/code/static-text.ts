/** A string expression's value as the program would use it: static text, and its fields. */
export interface StaticText {
  text: string;
  placeholders: string[];
}

/**
 * `a if cond else b`, `cond ? a : b`: the static branch is what can be counted, the other listed;
 * with two static branches, the longer (the dearer case).
 */
export function eitherBranch(yes: StaticText | undefined, no: StaticText | undefined, yesSource: string, noSource: string): StaticText | undefined {
  if (yes && no) return yes.text.length >= no.text.length ? yes : no;
  const known = yes ?? no;
  return known && { ...known, placeholders: [...known.placeholders, yes ? noSource : yesSource] };
}
