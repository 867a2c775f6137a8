// Production build (`npm run build`): hashed assets under dist/assets, one lazily loaded chunk per page,
// each text asset with .br and .gz copies beside it that the server sends to browsers accepting them.
// Dev server (`npm run dev`): serves config.js from this folder and proxies /api to a running API server
// (the embedded one on 127.0.0.1:9000 by default, or DEV_API_URL).
const path = require('path');
const zlib = require('zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MomentTimezoneDataPlugin = require('moment-timezone-data-webpack-plugin');

const currentYear = new Date().getFullYear();

// index.html is left out: the server fills in the path prefix when it sends the page, so a compressed
// copy of the template could never be served. Files under 1 KB fit in a packet or two either way.
const COMPRESSED_ASSETS = { test: /\.(js|css|svg)$/, threshold: 1024, minRatio: 0.8 };
const compressionPlugins = () => [
  new CompressionPlugin({ ...COMPRESSED_ASSETS, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
  new CompressionPlugin({
    ...COMPRESSED_ASSETS,
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    filename: '[path][base].br',
  }),
];

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  return {
    entry: { app: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Derived from the script's own URL, so the same build works under any application path prefix.
      publicPath: 'auto',
      clean: { keep: /^plugins\// },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    cache: { type: 'filesystem' },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked by `npm run typecheck`; the build only transpiles.
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        // The embedded server replaces %APP_PREFIX% with the configured path prefix when it serves the page.
        publicPath: production ? '%APP_PREFIX%/' : '/',
        templateParameters: { appPrefix: production ? '%APP_PREFIX%' : '' },
        favicon: 'public/favicon.svg',
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new MomentTimezoneDataPlugin({ startYear: currentYear - 5, endYear: currentYear + 5 }),
      ...(production ? compressionPlugins() : []),
    ],
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT || 8080),
      historyApiFallback: true,
      static: false,
      // Only config.js is served from this folder: never the rest of the repository (the data folder lives here).
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/config.js', (request, response) => response.sendFile(path.resolve(__dirname, 'config.js')));
        return middlewares;
      },
      proxy: [{ context: ['/api', '/plugins'], target: process.env.DEV_API_URL || 'http://127.0.0.1:9000', changeOrigin: true }],
    },
  };
};
