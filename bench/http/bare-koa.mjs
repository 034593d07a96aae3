// The baseline of bench/http/anonymous-gets.bench.ts: a bare Koa + @koa/router answering each
// path with fixed bytes (the site's own answers, captured once), nothing else on the path.
// Reads {port, answers: {path: {status, type, body}}} as JSON from argv[2]; prints "ready".
import { createServer } from 'node:http';
import { Router } from '@koa/router';
import Koa from 'koa';

const { port, answers } = JSON.parse(process.argv[2]);
const app = new Koa();
const router = new Router();
for (const [path, answer] of Object.entries(answers)) {
  router.get(path, (ctx) => {
    ctx.status = answer.status;
    ctx.type = answer.type;
    ctx.body = answer.body;
  });
}
app.use(router.routes());
createServer(app.callback()).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGINT', () => process.exit(0));
