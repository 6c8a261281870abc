// The ceiling: a bare Fastify route answering a small JSON body, run as its own process on
// the same machine in the same run, so every API figure can be read as a ratio of what this
// machine can serve at all (issue: benchmarks against a ceiling).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  services: Array.from({ length: 9 }, (_, i) => ({
    _id: String(i),
    title: `Service ${i}`,
    price: '$49',
  })),
};
app.get('/ceiling', async () => body);
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.send?.('ready');
