-- One-character search words: which way to match one, in one round trip, by the catalogue's size (issue 27;
-- docs/benchmarks.md, "One-character words: the pairs' threshold by size, in one round trip").
--
-- Migration 043 matched a rare character through its pairs with a neighbour (the doubled texts' trigram index) and a
-- common one by reading product_search in order. Which was rare came from the planner: an `EXPLAIN` of the doubled
-- match, a second round trip after the vocabulary's, whose estimate is the share of 101 sampled texts matching (the
-- histogram of product_search_doubled.doubled: a resolution of 1 %, and a character in none of them "10 rows"), and
-- whose planning alone cost a common character such as "x" 1–4 ms. At 1m the Lao tone mark ໊ (9,615 matches) went to
-- its pairs and took 116 ms against 35 in order: pg_trgm does not count a tone mark as a word character, so its
-- pairs' doubled patterns keep only the neighbour's trigram ("ີີ "), and the index gave 22 texts for each match.
--
-- Here the vocabulary counts its runs' texts: `search_run.texts`, how many product texts of the run's language hold
-- the run (search_texts: the English name, the keywords, each translated name; a text counted once however often it
-- holds the run), kept by the vocabulary's triggers on product: added by an insert, moved by a rename, taken back by
-- a delete. The candidates the doubled index gives for a character's pairs are then estimated without the planner:
-- the texts of every run, in any language, holding the part of a pair pg_trgm indexes (the pair's word characters).
-- And search_single_character answers a one-character word in one statement: its runs in the shopper's languages,
-- its pairs, that estimate, and the size to weigh it against (product-search-sql.ts, singleCharacters).

ALTER TABLE search_run ADD COLUMN texts INT NOT NULL DEFAULT 0;

-- The runs' texts as the catalogue has them now (the triggers below keep them from here on).
UPDATE search_run s SET texts = c.n
  FROM (SELECT t.locale, x.r AS run, count(*)::int AS n
          FROM product p, search_texts(p) t, LATERAL (SELECT DISTINCT r FROM search_runs(t.txt) r) x
         GROUP BY 1, 2) c
 WHERE s.locale = c.locale AND s.run = c.run;

-- Learns or forgets some texts (`counts`: how many products hold each, negative when they are taken back): each
-- distinct run of a text once per text. A new run is inserted with its terms, as before (migration 037: each new run
-- adds one to the count of each of its terms); a run already known has its count moved. Runs are never forgotten (a
-- correction to a word no product has any more matches nothing), their count goes down to 0. (Two writers learning
-- one new run at once: the second's texts are not counted, as its terms were not before; the count is an estimate.)
-- PL/pgSQL without JIT, nothing run when there is nothing to learn (migration 030: an order's stock update).
CREATE FUNCTION search_learn_texts(locales TEXT[], texts TEXT[], counts INT[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF locales IS NULL THEN
    RETURN;
  END IF;
  WITH c AS (
    SELECT t.locale, x.r AS run, sum(t.n)::int AS n
      FROM unnest(locales, texts, counts) AS t (locale, txt, n), LATERAL (SELECT DISTINCT r FROM search_runs(t.txt) r) x
     GROUP BY 1, 2),
  known AS (
    UPDATE search_run s SET texts = greatest(s.texts + c.n, 0) FROM c
     WHERE s.locale = c.locale AND s.run = c.run AND c.n <> 0),
  runs AS (
    INSERT INTO search_run (locale, run, texts)
    SELECT c.locale, c.run, greatest(c.n, 0) FROM c
     WHERE NOT EXISTS (SELECT 1 FROM search_run s WHERE s.locale = c.locale AND s.run = c.run)
     ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING search_run.locale, search_run.run)
  INSERT INTO search_term AS s (locale, term, runs)
  SELECT r.locale, t, count(*)::int FROM runs r, search_terms(r.locale, r.run) t GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (locale, term) DO UPDATE SET runs = s.runs + EXCLUDED.runs;
END $$;

-- The vocabulary's triggers on product (migration 027), counting: an insert adds its rows' texts, an update that
-- changes a name or the keywords takes the old texts back and adds the new ones, a delete takes its rows' texts back.
CREATE OR REPLACE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_learn_texts(array_agg(t.locale), array_agg(t.txt), array_agg(t.n))
     FROM (SELECT t.locale, t.txt, count(*)::int AS n FROM new_rows p, search_texts(p) t GROUP BY 1, 2) t;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION search_vocabulary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_learn_texts(array_agg(t.locale), array_agg(t.txt), array_agg(t.n))
     FROM (SELECT t.locale, t.txt, sum(t.n)::int AS n FROM (
             SELECT t.locale, t.txt, 1 AS n
               FROM new_rows p JOIN old_rows o ON o.id = p.id, search_texts(p) t
              WHERE (p.store_name, p.keyword, p.store_name_i18n) IS DISTINCT FROM (o.store_name, o.keyword, o.store_name_i18n)
             UNION ALL
             SELECT t.locale, t.txt, -1
               FROM old_rows o JOIN new_rows p ON p.id = o.id, search_texts(o) t
              WHERE (p.store_name, p.keyword, p.store_name_i18n) IS DISTINCT FROM (o.store_name, o.keyword, o.store_name_i18n)) t
            GROUP BY 1, 2 HAVING sum(t.n) <> 0) t;
  RETURN NULL;
END $$;
CREATE FUNCTION search_vocabulary_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_learn_texts(array_agg(t.locale), array_agg(t.txt), array_agg(-t.n))
     FROM (SELECT t.locale, t.txt, count(*)::int AS n FROM old_rows p, search_texts(p) t GROUP BY 1, 2) t;
  RETURN NULL;
END $$;
CREATE TRIGGER search_vocabulary_delete AFTER DELETE ON product REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_remove();

-- The pairs of a character c in some runs (each at least two characters long, c among them): per occurrence of c, c
-- with the character before it, or after it at a run's start (product-search-sql.ts, characterPairs, the same).
CREATE FUNCTION search_character_pairs(c TEXT, runs TEXT[]) RETURNS TEXT[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(pair ORDER BY pair), '{}') FROM (
    SELECT DISTINCT CASE WHEN i > 1 THEN substr(r, i - 1, 2) ELSE substr(r, 1, 2) END AS pair
      FROM unnest(runs) r, generate_series(1, char_length(r)) i
     WHERE substr(r, i, 1) = c) p
$$;

-- A search word of one character, resolved in one statement (product-search-sql.ts, singleCharacters):
-- - `c`: the word's letter run (search_runs: lowercased; null for a separator, which no run holds);
-- - `runs`: the runs of the shopper's languages holding c, up to max_runs + 1 (more: a common character);
-- - when there are 1 … max_runs of them and none is c alone: `pairs` (search_character_pairs) and `estimate`, the
--   texts the doubled index gives for them: the texts of every run, in any language (the doubled texts hold every
--   language), holding a pair's word characters (pg_trgm's: a tone mark has no trigram, so "ີ໊" is found by ີ);
--   a pair with none: every text;
-- - `texts`: the search rows (product_search_doubled, the planner's count), the size the estimate is weighed against.
CREATE FUNCTION search_single_character(word TEXT, locales TEXT[], max_runs INT,
  OUT c TEXT, OUT runs TEXT[], OUT pairs TEXT[], OUT estimate FLOAT8, OUT texts FLOAT8)
  LANGUAGE plpgsql STABLE SET jit = off AS $$
DECLARE
  parts TEXT[];
BEGIN
  texts := (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'product_search_doubled'::regclass);
  c := (SELECT r FROM search_runs(word) r LIMIT 1);
  IF c IS NULL OR char_length(c) <> 1 THEN
    RETURN;
  END IF;
  runs := array(SELECT DISTINCT s.run FROM search_run s
                 WHERE s.locale = ANY(locales) AND string_to_array(s.run, NULL) @> ARRAY[c]
                 ORDER BY s.run LIMIT max_runs + 1);
  IF cardinality(runs) = 0 OR cardinality(runs) > max_runs OR c = ANY(runs) THEN
    RETURN;
  END IF;
  pairs := search_character_pairs(c, runs);
  parts := array(SELECT DISTINCT coalesce((SELECT string_agg(x, '' ORDER BY i)
                                             FROM unnest(string_to_array(p, NULL)) WITH ORDINALITY AS ch (x, i)
                                            WHERE cardinality(show_trgm(x)) > 0), '')
                   FROM unnest(pairs) p);
  IF '' = ANY(parts) THEN
    estimate := texts;
  ELSE
    estimate := (SELECT coalesce(sum(r.texts), 0) FROM (
                   SELECT DISTINCT s.locale, s.run, s.texts FROM unnest(parts) p, search_run s
                    WHERE string_to_array(s.run, NULL) @> string_to_array(p, NULL) AND strpos(s.run, p) > 0) r);
  END IF;
END $$;
