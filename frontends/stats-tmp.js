const webpack = require('webpack'); const path=require('path');
const name = process.argv[2]; const only = process.argv.slice(3);
const cfg = require(path.resolve('frontends', name, 'webpack.config.js'))({}, { mode: 'production' });
cfg.output.path = '/tmp/wt-weight-dist-' + name;
webpack(cfg, (err, stats) => {
  if (err) throw err;
  const c = stats.compilation; const cg = c.chunkGraph;
  for (const chunk of c.chunks) {
    if (only.length && !only.includes(String(chunk.id))) continue;
    const byPkg = {}; let total=0;
    for (const m of cg.getChunkModulesIterable(chunk)) {
      const subs = m.modules ? m.modules : [m];
      for (const s of subs) { const n = s.nameForCondition?.() || s.identifier(); const mm = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(n); const k = mm ? mm[1] : n.replace(/^.*wt-weight\//,'').slice(0,90); const sz = s.size(); byPkg[k]=(byPkg[k]||0)+sz; total+=sz; }
    }
    console.log(`chunk ${chunk.id} ${[...chunk.files]} total=${total}`);
    Object.entries(byPkg).sort((a,b)=>b[1]-a[1]).slice(0,15).forEach(([k,v])=>console.log('   ', String(v).padStart(8), k));
  }
});
