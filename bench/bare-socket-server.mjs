// The live-price fan-out baseline: a raw Socket.IO server (namespace /auction, websocket only, one room per
// auction, no checks) that broadcasts the body of `POST /broadcast` as `auction-update` to its auction's room,
// started like the app's server (its own node process, PORT and HOST from the environment).
import { createServer } from 'node:http';
import process from 'node:process';
import { Server } from 'socket.io';

const http = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/broadcast') {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      /** @type {unknown} */
      const parsed = JSON.parse(body);
      const payload = /** @type {{ auctionId: number }} */ (parsed);
      auction.to(`auction:${payload.auctionId}`).emit('auction-update', payload);
      response.writeHead(204).end();
    });
    return;
  }
  // Anything else answers 200: the bench's readiness probe.
  response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
});
const io = new Server(http, { path: '/socket.io', transports: ['websocket'], serveClient: false });
const auction = io.of('/auction');
auction.on('connection', (socket) => {
  void socket.join(`auction:${socket.handshake.auth.auctionId}`);
});

http.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
const stop = () => {
  io.disconnectSockets(true);
  void io.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
