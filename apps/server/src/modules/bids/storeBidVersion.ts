import { randomUUID } from 'node:crypto';
import type { BidCurveSet, BidProblem, BidScenarios } from '@penstock/domain';
import type { Db, Executor } from '../../db/schema.js';
import { inTransaction } from '../../db/inTransaction.js';
import { bidEntity } from './bidEntity.js';
import { createBidsRepo } from './bids.repo.js';

export interface NewBidVersion {
  physicalPlantId: string;
  date: string;
  source: 'generated' | 'edited';
  by: string;
  at: Date;
  curves: BidCurveSet;
  problems: BidProblem[];
  scenarios: BidScenarios | null;
  runId: string | null;
  basedOn: string | null;
}

/**
 * Stores a version as the bid's latest, in one transaction: the bid is created on its first version
 * (state draft), the version gets the next number, and the bid's latest version and state (a new
 * version is a draft again) change with history, who and when. Answers the version's id.
 */
export function storeBidVersion(db: Db, v: NewBidVersion, ex: Executor = db): Promise<string> {
  const repo = createBidsRepo(db);
  return inTransaction(ex, async (trx) => {
    await repo.lockDay(v.physicalPlantId, v.date, trx);
    const bid = await repo.findBid(v.physicalPlantId, v.date, trx);
    const bidId = bid?.id ?? randomUUID();
    const ctx = { by: v.by, at: v.at };
    if (!bid)
      await bidEntity.save(
        bidId,
        { physical_plant_id: v.physicalPlantId, bid_date: v.date, state: 'draft', created_by: v.by },
        ctx,
        trx,
      );
    const id = randomUUID();
    await repo.insertVersion(
      {
        id,
        bid_id: bidId,
        number: await repo.nextVersionNumber(bidId, trx),
        source: v.source,
        created_by: v.by,
        created_at: v.at,
        run_id: v.runId,
        based_on: v.basedOn,
        curves: v.curves,
        scenarios: v.scenarios,
        problems: v.problems,
      },
      trx,
    );
    await bidEntity.save(bidId, { latest_version_id: id, state: 'draft' }, ctx, trx);
    return id;
  });
}
