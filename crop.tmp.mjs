import sharp from 'sharp';
const [,, src, out, hh] = process.argv;
const m = await sharp(src).metadata();
const h = Math.min(Number(hh), m.height);
await sharp(src).extract({ left: 0, top: m.height - h, width: m.width, height: h }).toFile(out);
console.log(m.width, m.height);
