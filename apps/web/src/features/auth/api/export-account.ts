import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/me/export: a zip of everything the user owns, saved to the browser's downloads. */
export async function exportAccount(): Promise<void> {
  const { blob, fileName } = await downloadApiFile('/me/export');
  saveFile(blob, fileName ?? 'mnemo-data.zip');
}

export function useExportAccount() {
  return useMutation<void, ApiError>({ mutationFn: exportAccount });
}
