-- Keyword search at size (issue 27, goal 5): a vocabulary of the words of product names per language, so a
-- misspelt query word (one edit: "headphnes", "sneekers") is corrected to the catalogue's own words before the
-- products are matched (api/src/services/catalog/product-search-sql.ts). PostgreSQL's documentation recommends this
-- for spelling suggestions (pg_trgm, "a table of the distinct words of the documents"); the words are small in
-- number (the catalogue's distinct words, not its products), so a correction costs the same at 1M as at 100k.
--
-- levenshtein() (fuzzystrmatch, shipped by Debian's PostgreSQL and by PGlite's contrib) checks the edit distance of
-- the trigram candidates.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- The letter runs of a text, lowercased: split at spaces, punctuation (ASCII and CJK/full-width) and digits (the
-- copy numbers and sizes of names are not words to correct).
CREATE FUNCTION search_runs(t TEXT) RETURNS SETOF TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT r FROM regexp_split_to_table(lower(coalesce(t, '')),
    '[\s!-@\[-`{-~\u00a0-\u00bf\u2000-\u206f\u3000-\u303f\uff00-\uff20\uff3b-\uff40\uff5b-\uff65]+') r
   WHERE r <> ''
$$;

-- The terms of a run. English and French words are spaced: the run is the word. Chinese, Thai and Lao put no spaces
-- between words and SQL has no dictionary to split them, so every piece of 2 to 12 characters of the run is a term:
-- whatever word a shopper types is one of them (a 12-character Thai or Lao run is already two or three words).
CREATE FUNCTION search_terms(locale TEXT, run TEXT) RETURNS SETOF TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT run WHERE locale IN ('en', 'fr') AND char_length(run) BETWEEN 2 AND 40
  UNION
  SELECT substr(run, s, n)
    FROM generate_series(2, 12) n, generate_series(1, char_length(run)) s
   WHERE locale NOT IN ('en', 'fr') AND s + n - 1 <= char_length(run)
$$;

-- The distinct runs seen per language (so a million copies of one name are split once), and their terms.
CREATE TABLE search_run (
  locale TEXT NOT NULL,
  run TEXT NOT NULL,
  PRIMARY KEY (locale, run)
);
CREATE TABLE search_term (
  locale TEXT NOT NULL,
  term TEXT NOT NULL,
  PRIMARY KEY (locale, term)
);
-- Corrections: trigram neighbours of a word (GIN, `%`), and for words too short to share a trigram with their
-- misspelling ("蓝牙" → "蓝芽"), the terms of about the same length.
CREATE INDEX search_term_trgm_idx ON search_term USING gin (term gin_trgm_ops);
CREATE INDEX search_term_length_idx ON search_term (locale, char_length(term));

-- The texts of a product row per language: the English name and keywords, and each translated name.
CREATE FUNCTION search_texts(p product) RETURNS TABLE (locale TEXT, txt TEXT) LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM (VALUES ('en', p.store_name), ('en', p.keyword), ('zh-CN', p.store_name_i18n->>'zh-CN'),
                        ('fr', p.store_name_i18n->>'fr'), ('th', p.store_name_i18n->>'th'),
                        ('lao', p.store_name_i18n->>'lao')) AS t (locale, txt)
   WHERE txt IS NOT NULL AND txt <> ''
$$;

-- Learns the words of some texts: their new runs, then the terms of the runs not seen before.
CREATE FUNCTION search_learn(locales TEXT[], texts TEXT[]) RETURNS void LANGUAGE sql AS $$
  WITH runs AS (
    INSERT INTO search_run (locale, run)
    SELECT DISTINCT t.locale, r FROM unnest(locales, texts) AS t (locale, txt), search_runs(t.txt) r
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING locale, run)
  INSERT INTO search_term (locale, term)
  SELECT DISTINCT r.locale, t FROM runs r, search_terms(r.locale, r.run) t ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
$$;

-- Kept by the writes, one statement per statement (as listing_total, migration 026): each distinct text of the
-- changed rows once (a million copies of one name are split once). An update that changes no name (stock, sales)
-- adds nothing. Words of deleted or renamed products stay: a correction to a word no product has any more matches
-- nothing and the search falls back to the word as typed.
CREATE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_learn(array_agg(t.locale), array_agg(t.txt))
     FROM (SELECT DISTINCT t.locale, t.txt FROM new_rows p, search_texts(p) t) t;
  RETURN NULL;
END $$;
CREATE FUNCTION search_vocabulary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_learn(array_agg(t.locale), array_agg(t.txt))
     FROM (SELECT DISTINCT t.locale, t.txt
             FROM new_rows p JOIN old_rows o ON o.id = p.id, search_texts(p) t
            WHERE (p.store_name, p.keyword, p.store_name_i18n) IS DISTINCT FROM (o.store_name, o.keyword, o.store_name_i18n)) t;
  RETURN NULL;
END $$;
CREATE TRIGGER search_vocabulary_insert AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();
CREATE TRIGGER search_vocabulary_update AFTER UPDATE ON product REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_update();

SELECT search_learn(array_agg(t.locale), array_agg(t.txt))
  FROM (SELECT DISTINCT t.locale, t.txt FROM product p, search_texts(p) t) t;
