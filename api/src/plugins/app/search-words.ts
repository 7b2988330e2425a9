import fp from 'fastify-plugin';
import { schedulePeriodicJob } from '../../services/jobs/periodic-job';
import { splitSearchRuns } from '../../services/catalog/search-words';

export const SEARCH_WORDS_JOB = 'search-word-split';

/**
 * Thai and Lao words for the search's spelling correction (migration 038, services/catalog/search-words.ts): the runs
 * of names not split yet are split before the app is ready (the seed's, or names written while it was down), then
 * once a minute across all API processes (names written by SQL of its own; the product texts service splits its
 * own at once).
 */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      await splitSearchRuns(app.db);
    });
    schedulePeriodicJob(app, app.db, {
      name: SEARCH_WORDS_JOB,
      everyMs: 60_000,
      async run() {
        return `${await splitSearchRuns(app.db)} runs split`;
      },
    });
  },
  { name: 'search-words', dependencies: ['db'] },
);
