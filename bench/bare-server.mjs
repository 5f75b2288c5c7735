/* global process */
// The baseline: a bare node:http server answering a constant JSON body
// (already compressed when a content-encoding is given: argv[4]).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.argv[2]);
const port = Number(process.argv[3]);
const encoding = process.argv[4];
createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) });
    res.end(body);
  });
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
