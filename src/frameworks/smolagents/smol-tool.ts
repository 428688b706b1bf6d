/**
 * A tool as smolagents holds it: what its prompt renderers read (docs/architecture.md,
 * "Frameworks"). Objects keep Python's dict order (keys are never integer-like).
 */
export interface SmolTool {
  name: string;
  description: string;
  /** `inputs`: each input's schema dict ({type, description, nullable?, ...}) in order. */
  inputs: Record<string, Record<string, unknown>>;
  outputType: string;
  /** `output_schema` where the tool has one (Tool.to_code_prompt's has_schema branch). */
  outputSchema?: unknown;
}

/** The types smolagents accepts for an input or an output (`tools.AUTHORIZED_TYPES`). */
export const AUTHORIZED_TYPES: readonly string[] = ['string', 'boolean', 'integer', 'number', 'image', 'audio', 'array', 'object', 'any', 'null'];
