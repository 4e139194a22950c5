/** For the routes' tests: runs a route's loader for a GET of `path`, as React Router would. */
export const loadPath = <Loader extends (args: never) => unknown>(loader: Loader, path: string) =>
  loader({
    request: new Request(`http://site.invalid${path}`),
    params: {},
    context: {},
  } as never) as ReturnType<Loader>;
