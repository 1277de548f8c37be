import type { HighlightColor } from '../../gql/graphql';

export const colorName = (color: HighlightColor) => color[0]!.toUpperCase() + color.slice(1);

/** A mark over the text: light enough to read through in both themes. */
export const markClasses: Record<HighlightColor, string> = {
  yellow: 'bg-yellow-200 dark:bg-yellow-300/35',
  green: 'bg-green-200 dark:bg-green-400/30',
  blue: 'bg-sky-200 dark:bg-sky-400/30',
  pink: 'bg-pink-200 dark:bg-pink-400/35',
};

/** The colour's swatch on a toolbar button. */
export const swatchClasses: Record<HighlightColor, string> = {
  yellow: 'bg-yellow-300',
  green: 'bg-green-400',
  blue: 'bg-sky-400',
  pink: 'bg-pink-400',
};
