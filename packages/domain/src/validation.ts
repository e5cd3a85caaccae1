/** Validation rules shared by web and server (spec §5). Messages are i18n keys. */

export const SESSION_NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 200;
export const PASSWORD_MIN_LENGTH = 8;
export const MINIMUM_AGE = 13;
export const SHARE_LINK_DAYS = 30;

/** Trimmed name of at least 3 characters ("longer than 2"). */
export function isValidSessionName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= SESSION_NAME_MIN_LENGTH && trimmed.length <= NAME_MAX_LENGTH;
}
