-- Writes of a sale stay cheap (issue 28's sale test: 200 shoppers for 10 units; each order's product UPDATE took
-- 300–600 ms). Every UPDATE of product fires search_vocabulary_update (migration 027), which calls search_learn even
-- when no name changed — with two empty arrays (NULL: the aggregate of no rows). As a SQL function its INSERT was
-- planned on each call, and with the default row estimates of set-returning functions (1,000 a call) the plan cost
-- 1,067,686, over jit_above_cost (100,000): PostgreSQL compiled it with LLVM each time, ~290 ms, to insert nothing
-- (EXPLAIN through auto_explain; 1–3 ms with jit = off). The API turns JIT off on its own connections
-- (infra/db.ts); this keeps the vocabulary cheap for every other client too, in the one function both triggers call:
-- 1. nothing to learn (an order's stock or sales update), nothing run;
-- 2. PL/pgSQL keeps the statement's plan for the session instead of planning it on each call;
-- 3. no JIT: it splits a few names, whatever the estimates of regexp_split_to_table and generate_series inside it.
CREATE OR REPLACE FUNCTION search_learn(locales TEXT[], texts TEXT[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF locales IS NULL THEN
    RETURN;
  END IF;
  WITH runs AS (
    INSERT INTO search_run (locale, run)
    SELECT DISTINCT t.locale, r FROM unnest(locales, texts) AS t (locale, txt), search_runs(t.txt) r
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING search_run.locale, search_run.run)
  INSERT INTO search_term (locale, term)
  SELECT DISTINCT r.locale, t FROM runs r, search_terms(r.locale, r.run) t ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END $$;
