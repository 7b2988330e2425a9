// The runtime configuration as the server wrote it into the page (read by the shell's start-up and by features
// that take an optional address from it, e.g. the social sign-in scripts).

/**
 * The configuration the server wrote into the page (scripts/serve-static.mjs, nginx: deploy/nginx/): a JSON data
 * block, never executed, so the Content-Security-Policy allows no inline script. Undefined when there is none.
 */
export function configInPage(doc: Document = document): unknown {
  const text = doc.getElementById('mall-runtime-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
