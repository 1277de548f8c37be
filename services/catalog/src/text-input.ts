import { hasControlCharacter } from '@distill/platform';

const LINE_BREAK = /[\r\n]/;

export interface TextRule {
  /** The name a message uses, e.g. 'Title'. */
  label: string;
  max: number;
  /** Prose (content) may span lines; names and titles may not. */
  multiline?: boolean;
}

/** Text field limits shared by summaries, sections and categories. */
export const TEXT_LIMITS = {
  name: 200,
  description: 2_000,
  url: 2_000,
  content: 60_000,
} as const;

/** The trimmed value, '' when absent. Anything that is not a string counts as absent. */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The first problem with free-text fields, or null when all are acceptable: too long, control
 * characters, or a line break where one line is expected. Emptiness is the caller's rule.
 */
export function textProblem(fields: ReadonlyArray<readonly [string, TextRule]>): string | null {
  for (const [value, rule] of fields) {
    if (value.length > rule.max) return `${rule.label} must be at most ${rule.max} characters`;
    if (hasControlCharacter(value)) return `${rule.label} contains control characters`;
    if (!rule.multiline && LINE_BREAK.test(value)) return `${rule.label} must be a single line`;
  }
  return null;
}
