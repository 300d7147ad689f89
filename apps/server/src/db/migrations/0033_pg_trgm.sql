-- Trigram indexes (cltn_search_docs) serve substring searches in any script; PGlite loads the extension in openPglite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
