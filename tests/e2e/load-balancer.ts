import { createServer, request, type Server } from 'node:http';

/**
 * A load balancer for the suite's several instances, as an operator puts in front of them: one
 * public origin, each request to the next instance in turn (no sticky sessions), the client's
 * address appended to X-Forwarded-For, Host kept. A request may name its instance with
 * `x-instance: <index>` (removed before it is passed on) so a spec can say "on A, then on B".
 */
export async function startLoadBalancer(port: number, instancePorts: number[]): Promise<Server> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const named = Number(incoming.headers['x-instance']);
    const index =
      Number.isInteger(named) && instancePorts[named] ? named : next++ % instancePorts.length;
    const headers = { ...incoming.headers };
    delete headers['x-instance'];
    const peer = incoming.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${peer}`
      : peer;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: instancePorts[index],
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
