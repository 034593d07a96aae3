/** The filter for "alias starts with `text`", any case: the text is matched literally (no regex from input). */
export function aliasPrefixFilter(text: string): { $regex: string; $options: 'i' } {
  return { $regex: `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, $options: 'i' };
}
