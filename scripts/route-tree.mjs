#!/usr/bin/env node
// Writes src/app/routeTree.gen.ts from the file routes in src/app/routes (as the router plugin
// of vite.config.ts does during a build or in the dev server), so `tsc` can run on a fresh
// clone before any build. The file is rewritten only when its content changes.
import { Generator, getConfig } from '@tanstack/router-generator';
import { root } from './lib/build.mjs';

const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './src/app/routes',
    generatedRouteTree: './src/app/routeTree.gen.ts',
  },
  root,
);
await new Generator({ config, root }).run();
