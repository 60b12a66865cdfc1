-- The address phones in the hall reach the app at, for QR codes and printed links (null: the app's default).
ALTER TABLE "Tournament" ADD COLUMN "publicAddress" TEXT;
