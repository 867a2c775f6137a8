// Builds the example plugin bundle: `webpack --mode production --config plugins/example/webpack.config.js`
// from the repository root, into dist/plugins/example/example.js (no hash, so the URL stays stable).
// React, the router, react-bootstrap, Reflux and the plugin API are not bundled: they come from the
// console at runtime through window.GraylogConsole, so the plugin shares core's single copy of each.
const path = require('path');

const root = path.resolve(__dirname, '../..');

// Import path -> key of window.GraylogConsole (see src/plugin-api/installPluginApi.ts).
const SHARED = {
  react: 'React',
  'react-dom': 'ReactDOM',
  reflux: 'Reflux',
  'react-router-dom': 'ReactRouterDOM',
  'react-bootstrap': 'ReactBootstrap',
  '@/plugin-api': 'api',
};

// Anything else from core or from a deep path of a shared package would put a second copy into the bundle.
const FORBIDDEN = /^(@\/|(react|react-dom|reflux|react-router-dom|react-bootstrap)\/)/;

const externals = ({ request }, callback) => {
  if (Object.prototype.hasOwnProperty.call(SHARED, request)) {
    return callback(null, ['GraylogConsole', SHARED[request]], 'window');
  }
  if (FORBIDDEN.test(request)) {
    return callback(new Error(`A plugin may not import "${request}": import the plugin API from '@/plugin-api' and shared libraries from their package root.`));
  }
  return callback();
};

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: root,
    entry: { example: path.resolve(__dirname, 'src/index.ts') },
    output: {
      path: path.resolve(root, 'dist/plugins/example'),
      filename: '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: [externals],
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked by `npm run typecheck` (tsconfig.json covers plugins/).
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.resolve(root, 'tsconfig.json') } },
        },
      ],
    },
    performance: { hints: false },
  };
};
