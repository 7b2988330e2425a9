-- Timed work across API processes: each periodic job (the unpaid-order sweeper, …) runs once per period, whichever
-- process gets there first. A period is a wall-clock slot (floor(epoch ms / period ms)); the primary key lets one
-- process claim a slot, so however many processes tick, one run per slot happens. A process that dies during its run
-- leaves the rest of the work to the next slot's run (each job's unit of work commits on its own). The rows double as
-- a log of who ran what (kept a day).
CREATE TABLE periodic_job_run (
  name        TEXT        NOT NULL,
  slot        BIGINT      NOT NULL,
  every_ms    INTEGER     NOT NULL,
  owner       TEXT        NOT NULL,
  started_at  TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  finished_at TIMESTAMPTZ,
  outcome     TEXT,
  PRIMARY KEY (name, slot)
);
CREATE INDEX periodic_job_run_started_idx ON periodic_job_run (started_at);
