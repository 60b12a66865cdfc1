-- The tables given extra minutes, read with every page's stamps (lib/live/stamps.ts): a few rows out of thousands.
CREATE INDEX "RoundTable_extraMinutes_idx" ON "RoundTable" ("roundId") WHERE "extraMinutes" <> 0;
