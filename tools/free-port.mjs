#!/usr/bin/env node
// Prints a TCP port on 127.0.0.1 that is free right now (the system picks it), for a server
// started next.
//
//   node tools/free-port.mjs
//
// Called by build.sh (start_server) before it serves www/ for the page tests.

import net from 'node:net';

const server = net.createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  console.log(address.port);
  server.close();
});
