// One swc transform for every jest project: TypeScript and JSX out, CommonJS for jest's module system.
// ESM-only dependencies (middy, jose...) are transformed too; see transformIgnorePatterns below.
/** @type {[string, object]} */
const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const esmOnlyPackages = ['@middy', 'jose', 'uuid', 'lucide-react', 'single-spa-react', 'swr', 'date-fns'];

module.exports = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  resolver: require.resolve('./resolver'),
};
