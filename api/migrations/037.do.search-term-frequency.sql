-- Spelling correction by frequency (issue 27, goal 5): how many of the catalogue's distinct letter runs (search_run,
-- migration 027) hold each vocabulary term. A misspelt word is often one edit from several terms ("机" of "耳机" is
-- one from 耳机, 手机, 相机 …; "常日" from 日常 and from 常用 …); among equally close ones, the term more names use is
-- the likelier meant (a word drawn from product names is a frequent term more often than a rare one), and in Chinese,
-- Thai and Lao, whose terms are every piece of a run (migration 027), a real word recurs in many names while a piece
-- across two words occurs in one. Counted per run, not per product: a million copies of one name count once.
ALTER TABLE search_term ADD COLUMN runs INT NOT NULL DEFAULT 0;

UPDATE search_term t SET runs = c.n
  FROM (SELECT r.locale, x AS term, count(*)::int AS n FROM search_run r, search_terms(r.locale, r.run) x GROUP BY 1, 2) c
 WHERE c.locale = t.locale AND c.term = t.term;

-- As migration 027's, and each new run adds one to the count of each of its terms (search_terms gives a term once
-- per run).
CREATE OR REPLACE FUNCTION search_learn(locales TEXT[], texts TEXT[]) RETURNS void LANGUAGE sql AS $$
  WITH runs AS (
    INSERT INTO search_run (locale, run)
    SELECT DISTINCT t.locale, r FROM unnest(locales, texts) AS t (locale, txt), search_runs(t.txt) r
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING locale, run)
  INSERT INTO search_term AS s (locale, term, runs)
  SELECT r.locale, t, count(*)::int FROM runs r, search_terms(r.locale, r.run) t GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (locale, term) DO UPDATE SET runs = s.runs + EXCLUDED.runs;
$$;
