// Downloading one revision of a pack: the server's JSON for it, saved as Graylog names the file.
import type { PackRef } from '@/stores/contentpacks/ContentPacksStore';
import { ContentPacksActions } from '@/stores/contentpacks/ContentPacksStore';

import saveJsonFile from './saveJsonFile';

export const revisionFileName = (packId: string, rev: number) => `content-pack-${packId}-${rev}.json`;

/** Fetches revision `rev` and saves it; a failure was toasted by the store and rejects. */
const downloadRevision = (pack: PackRef, rev: number): Promise<void> => ContentPacksActions.download(pack, rev)
  .then((content) => saveJsonFile(revisionFileName(pack.id, rev), content));

export default downloadRevision;
