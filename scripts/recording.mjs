// What the recorders of real framework runs share (scripts/openai-agents, scripts/langgraph): their
// command line and the edits that turn a scenario's base into its head.

/** `--only name ...` and `--out dir`, from the command line. */
export function recorderOptions(args, defaultOut) {
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const only = args.includes('--only') ? args.slice(args.indexOf('--only') + 1).filter((a) => !a.startsWith('--')) : undefined;
  return { only, out: option('--out') ?? defaultOut };
}

/** The files with each edit applied; an edit's `find` must occur exactly once. */
export function applyEdits(files, edits) {
  const head = { ...files };
  for (const { path, find, replace } of edits) {
    if (head[path].split(find).length !== 2) throw new Error(`edit of ${path}: "${find}" must occur once`);
    head[path] = head[path].replace(find, replace);
  }
  return head;
}
