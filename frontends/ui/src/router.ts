// The router every micro-frontend uses, shared at run time as one module (a singleton). It
// re-exports what the apps use rather than all of React Router: Module Federation cannot
// tree-shake a shared package, and the whole of React Router would weigh 60 KB gzipped.
// Import routing from here, never from 'react-router' directly, or a second router loads.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateOptions,
} from 'react-router';
