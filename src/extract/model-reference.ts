/** A model id written in the repository: `model="gpt-4o"`, `LiteLLMModel(model_id=...)`, `model:` in YAML. */
export interface ModelReference {
  id: string;
  path: string;
  /** 1-based. */
  line: number;
}
