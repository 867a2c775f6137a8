// Used by jest (babel-jest) only; webpack compiles with ts-loader, and `npm run typecheck` checks types.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'classic' }],
    '@babel/preset-typescript',
  ],
};
