/** A string expression's value as the program would use it: static text, and its fields. */
export interface StaticText {
  text: string;
  placeholders: string[];
}
