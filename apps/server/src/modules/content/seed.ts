import type { Db } from '../../db/client';
import * as repo from './repo';
import { SEED_BANNERS, SEED_NOTICES } from './seed-texts';
import { bannerValues, noticeValues } from './service';

/** The demo banners and notices for each merchant, through the same value builders (and HTML cleaning) as the operator API. */
export async function seedContent(db: Db, merchantCodes: readonly string[]) {
  for (const merchantCode of merchantCodes) {
    await repo.insertBanners(db, SEED_BANNERS.map((b) => ({ merchantCode, ...bannerValues(b) })));
    await repo.insertNotices(db, SEED_NOTICES.map((n) => ({ merchantCode, ...noticeValues(n) })));
  }
}
