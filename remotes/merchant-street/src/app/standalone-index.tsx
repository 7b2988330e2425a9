import { Link } from 'react-router-dom';
import { routes } from './routes';

/** An example URL for a route pattern: params get a sample value, a sub-tree its first page. */
const samplePath = (path: string) => path.replace(/:\w+/g, '1').replace(/\/\*$/, '');

/** Standalone runs only (the host never shows it): links to every page this remote owns. */
export function StandaloneIndex() {
  return (
    <nav aria-label="merchantStreet pages">
      <ul>
        {routes.map(({ path, page }) => (
          <li key={page}>
            <Link to={samplePath(path)}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
