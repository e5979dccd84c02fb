-- Measured by npm run bench: every booking and call-me spends points here (two rows each) on
-- PostgreSQL, and a logged table makes each of those a WAL flush. Abuse counters need not survive a
-- crash: an unlogged table skips the WAL (it is emptied after a crash, and only the primary holds
-- it; the app reads it on the primary alone).
ALTER TABLE "rate_limits" SET UNLOGGED;
