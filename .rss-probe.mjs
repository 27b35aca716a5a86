import { register } from 'tsx/esm/api';
register();
for (const mod of process.argv.slice(2)) {
const before = process.memoryUsage().rss;
await import(mod);
console.log(mod, Math.round(before/1e6), Math.round(process.memoryUsage().rss/1e6));
}
