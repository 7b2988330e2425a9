-- Word boundaries for Thai and Lao (issue 27, goal 5). Their names put no spaces between words, and SQL has no
-- dictionary to split them, so their vocabulary (migration 027) holds every 2–12 character piece of each run: the
-- real words, and as many pieces across two words or cut inside a syllable ("ັນເ", "ດທ"). The corrections then chose
-- such pieces — a misspelling is as often one edit from a piece as from a word — and a piece the shopper's
-- misspelling happened to spell ("ອມ" for ຫອມ) was taken as a known word and searched as typed.
--
-- The API splits each new Thai and Lao run into words with ICU's dictionaries (Intl.Segmenter, in Node:
-- api/src/services/catalog/search-words.ts) and counts, per term, the runs that hold it as one to three whole words
-- (`words`); the corrections prefer such terms to pieces (product-search-sql.ts). A run not split yet (`segmented`)
-- keeps today's behaviour: its pieces are still terms, ranked as before.
ALTER TABLE search_run ADD COLUMN segmented BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE search_term ADD COLUMN words INT NOT NULL DEFAULT 0;
-- The runs still to split (only Thai and Lao are; the other languages' runs are never read by it).
CREATE INDEX search_run_unsegmented_idx ON search_run (locale, run) WHERE NOT segmented AND locale IN ('th', 'lao');
