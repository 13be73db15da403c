import { openDatabase, type Db } from '../db/client';
import { memoryInfra } from '../lib/cache';
import { loadEnv } from '../lib/env';
import { createAuditService, type AuditService } from '../modules/audit/service';
import { createMerchantService, type MerchantService } from '../modules/merchant/service';

/**
 * What a maintenance command needs, on the configured database (migrated first): the database, audit
 * and the merchants. Closed afterwards whatever happens. In embedded mode the server must be stopped
 * (one process owns the data dir).
 */
export async function withCliServices<T>(fn: (s: { db: Db; audit: AuditService; merchants: MerchantService }) => Promise<T>): Promise<T> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const { db } = database;
    const audit = createAuditService(db);
    const merchants = createMerchantService({ db, pubsub: memoryInfra().pubsub, audit, defaultMerchant: env.DEFAULT_MERCHANT });
    await merchants.start();
    return await fn({ db, audit, merchants });
  } finally {
    await database.close();
  }
}
