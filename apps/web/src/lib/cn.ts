import { clsx, type ClassValue } from 'clsx';

/** Joins class names; the one helper every component uses so conditional classes read the same. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
