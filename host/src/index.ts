// The shell's start in three tasks, so that none is long (docs/serving.md, "The shell's start"): this script's
// evaluation (webpack's and the federation's runtime), then the shared libraries' modules (React, react-dom, emotion,
// react-intl, the router: the host's copies are eager, shared/build-config/webpack.cjs, so they are in this script
// and load nothing; the federation's share scope runs each on its first import), then the shell's own modules and
// its start (bootstrap). Between them the browser gets a turn (paints, handles the preloads' answers). `eager`:
// everything stays in this script (no chunk, no request).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ '@emotion/react'),
    import(/* webpackMode: "eager" */ 'react-intl'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
