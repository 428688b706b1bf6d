/**
 * The default of a switch over a union: the compiler refuses the call while a member is unhandled,
 * so a new kind (of delivery, of part, of usage record) cannot quietly cost nothing or be read as nothing.
 */
export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
