// What the storefront uses of react-router-dom, shared under the key 'react-router-dom' (shared-deps.cjs).
// A shared module is provided whole, since any app might use any of its exports: sharing the package itself
// shipped all of React Router 7 (server rendering, sessions, cookies, RSC: ~51 KB compressed). Sharing this list
// instead lets the build drop what no app imports. Every app's imports of react-router-dom must be here: a
// test (__tests__/router-subset.test.ts) checks it. Tests' own helpers (MemoryRouter…) import the package
// directly under jest: they are never built. 'mall-react-router-dom-full' is an alias (webpack.cjs) of the
// package's own entry, so this file does not consume itself.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'mall-react-router-dom-full';
