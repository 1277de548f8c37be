import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind classes (tailwind-merge did): its
 * first call builds a map of every Tailwind class, one long task of 50-300 ms on a slow phone in
 * the middle of the first view's hydration. So the classes joined here never compete for one
 * property: a part's own classes take the alternatives in exclusive branches, and a caller's
 * `className` adds layout (margin, width, position, display at a breakpoint); a different look is
 * a variant or size of the part.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
