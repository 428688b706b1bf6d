/** Node types that start a function of their own: their returns are not the enclosing function's. */
export const FUNCTION_TYPES = new Set([
  'function_definition', 'lambda',
  'function_declaration', 'function_expression', 'function', 'arrow_function', 'method_definition', 'generator_function_declaration',
]);
