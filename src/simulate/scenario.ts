/** One agent's run, as the pricing sees it (DESIGN 2). */
export interface Scenario {
  name: string;
  /** Model requests per run: one per step. */
  requestsPerRun: number;
  /** Memory policy: `none` is full replay, smolagents' default. */
  policy: 'none';
}

export function defaultScenario(requestsPerRun: number): Scenario {
  return { name: 'default', requestsPerRun, policy: 'none' };
}
