// The react-router every app shares (one MF singleton): only the parts the apps use, from
// react-router's production build. Sharing the package itself ships all of it to every page
// (its data APIs, server rendering helpers and development warnings: about 190 KB minified),
// because a shared module cannot be tree-shaken by the app that provides it.
// A name an app imports must be listed here: each build checks its sources (tooling/rspack-app.ts).
// Test helpers (MemoryRouter in @pug/platform/testing) use the package itself, never this subset.
export { BrowserRouter, Link, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router/production';
