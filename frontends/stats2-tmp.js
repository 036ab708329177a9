const webpack = require('webpack'); const path=require('path');
const name = process.argv[2]; const pat = new RegExp(process.argv[3]);
const cfg = require(path.resolve('frontends', name, 'webpack.config.js'))({}, { mode: 'production' });
cfg.output.path = '/tmp/wt-weight-dist-' + name;
webpack(cfg, (err, stats) => {
  const c = stats.compilation; const cg = c.chunkGraph; const byDir={};
  for (const m of c.modules) { const subs = m.modules ? m.modules : [m]; for (const s of subs) { const n = s.nameForCondition?.() || s.identifier(); if (!pat.test(n)) continue; const k = n.replace(/^.*node_modules\//,'').split('/').slice(0,4).join('/'); byDir[k]=(byDir[k]||0)+s.size(); } }
  Object.entries(byDir).sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log(String(v).padStart(8),k));
});
