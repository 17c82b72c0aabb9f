// The router of the suite: the parts of React Router the apps use. A Module Federation singleton
// ('shared-ui/router'): the router keeps its location in a React context, so the shell and every remote
// render the same copy. Sharing this module instead of the whole 'react-router' package lets the build
// carry only these parts (a shared package is never tree-shaken), and production builds use React Router's
// production files (tools/createWebpackConfig.cjs). Apps import the router from here, never from
// 'react-router' or 'react-router-dom' (the lint rule `boundaries/imports`). An addition is a compatible
// change: raise the minor of `sharedEntries["./router"]` in shared-ui/package.json.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
