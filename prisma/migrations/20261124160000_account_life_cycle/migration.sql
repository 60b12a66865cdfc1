-- Accounts with a life cycle: every session names the account's session version, checked on every request; a changed
-- password, "sign out everywhere", a reset or a disabled account moves it on, so every older session ends.
ALTER TABLE "User" ADD COLUMN "sessionVersion" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "User" ADD COLUMN "disabledAt" TIMESTAMP(3);
-- A password someone else made (a reset, a new account) works only until its owner chooses their own.
ALTER TABLE "User" ADD COLUMN "passwordChangeRequired" BOOLEAN NOT NULL DEFAULT false;
