#!/usr/bin/env node
// Writes src/app/routeTree.gen.ts from the file routes in src/app/routes, and
// src/app/workspace-route-tree.gen.ts from those in src/app/workspace-routes (as the router plugins
// of vite.config.ts does during a build or in the dev server), so `tsc` can run on a fresh
// clone before any build. The file is rewritten only when its content changes.
import { Generator, getConfig } from '@tanstack/router-generator';
import { root } from './lib/build.mjs';

// the app's tree, then the recruiter workspace's (mounted under `_recruiter` when a recruiter opens it)
const trees = [
  { routesDirectory: './src/app/routes', generatedRouteTree: './src/app/routeTree.gen.ts' },
  {
    routesDirectory: './src/app/workspace-routes',
    generatedRouteTree: './src/app/workspace-route-tree.gen.ts',
  },
];
for (const tree of trees) {
  const config = getConfig({ target: 'react', autoCodeSplitting: true, ...tree }, root);
  await new Generator({ config, root }).run();
}
