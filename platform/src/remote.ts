/**
 * The contract between the host and every remote: each remote exposes `./App` whose default
 * export is a component taking these props. A remote reaches the rest of the app only through
 * platform hooks and the URL (docs/architecture.md "Packages").
 */
export interface RemoteAppProps {
  /** The path the host mounted the remote under (e.g. '/admin'), for building links. */
  basePath: string;
}
