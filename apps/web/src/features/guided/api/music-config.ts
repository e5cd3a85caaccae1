import { useQuery } from '@tanstack/react-query';
import type { MusicConfig } from '@mnemo/contracts/guided';
import { requestApi } from '../../../lib/api-client.ts';

/** GET /api/config/music: the tracks this server offers. */
export function useMusicConfig() {
  return useQuery({
    queryKey: ['config', 'music'],
    queryFn: () => requestApi<MusicConfig>('/config/music'),
    staleTime: 60 * 60_000,
  });
}
