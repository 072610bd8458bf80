/** A plain run of text in the app's rich-text tree, for tests. */
export const run = (text: string) => ({
  kind: 'text' as const,
  text,
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
});
