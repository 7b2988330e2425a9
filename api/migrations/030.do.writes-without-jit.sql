-- Writes of a sale stay cheap (issue 28's sale test: 200 shoppers for 10 units; each order's product UPDATE took
-- 300–600 ms). Every UPDATE of product fires search_vocabulary_update (migration 027), which called search_learn even
-- when no name changed — with two empty arrays. Its statement is planned on each call (a SQL function's INSERT is not
-- cached), and with the default row estimates of set-returning functions (1,000 a call) the plan cost 1,067,686,
-- over jit_above_cost (100,000): PostgreSQL compiled it with LLVM each time, ~290 ms, to insert nothing
-- (EXPLAIN through auto_explain; 1–3 ms with jit = off). The API turns JIT off on its own connections
-- (infra/db.ts); this keeps the triggers cheap for every other client too:
-- 1. the triggers learn only when a name changed (an order's stock or sales update does not call search_learn);
-- 2. search_learn itself runs without JIT: it splits a few names, and the estimates of regexp_split_to_table and
--    generate_series inside it (1,000 rows each) would have it compiled whenever it runs.
ALTER FUNCTION search_learn(TEXT[], TEXT[]) SET jit = off;

CREATE OR REPLACE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locales TEXT[];
  texts TEXT[];
BEGIN
  SELECT array_agg(t.locale), array_agg(t.txt) INTO locales, texts
    FROM (SELECT DISTINCT t.locale, t.txt FROM new_rows p, search_texts(p) t) t;
  IF locales IS NOT NULL THEN
    PERFORM search_learn(locales, texts);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION search_vocabulary_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locales TEXT[];
  texts TEXT[];
BEGIN
  SELECT array_agg(t.locale), array_agg(t.txt) INTO locales, texts
    FROM (SELECT DISTINCT t.locale, t.txt
            FROM new_rows p JOIN old_rows o ON o.id = p.id, search_texts(p) t
           WHERE (p.store_name, p.keyword, p.store_name_i18n) IS DISTINCT FROM (o.store_name, o.keyword, o.store_name_i18n)) t;
  IF locales IS NOT NULL THEN
    PERFORM search_learn(locales, texts);
  END IF;
  RETURN NULL;
END $$;
