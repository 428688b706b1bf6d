/** A JSON object as a request carries it (a tool's schema, a response format), keys in the order posted. */
export type JsonObject = Record<string, unknown>;
