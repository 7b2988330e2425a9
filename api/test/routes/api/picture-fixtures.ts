import sharp from 'sharp';

/** Words written into the test photo's metadata: none of them may reach a stored picture. */
export const SECRET_METADATA = ['MallTestCam', 'Model-GPS-42', 'Alice at home', 'xmp-secret-note', 'Display P3'] as const;

/**
 * A phone photo as shoppers upload them: a JPEG with EXIF (camera, GPS position of the shopper's home, orientation 6
 * = taken with the phone turned), an XMP packet and a Display P3 colour profile. 64 × 32 as stored by the sensor.
 */
export async function gpsTaggedPhoto(): Promise<Buffer> {
  return (
    sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg({ quality: 90 })
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'MallTestCam', Model: 'Model-GPS-42', Artist: 'Alice at home' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2952/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 4020/100',
        },
      })
      // sharp writes the EXIF orientation tag from here (withExif's own Orientation is replaced by it).
      .withMetadata({ orientation: 6 })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>xmp-secret-note</dc:description>' +
          '</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer()
  );
}

/** Fails when `bytes` carries any metadata segment or any of the photo's metadata words. */
export function expectNoMetadata(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  for (const word of SECRET_METADATA) expect(text).not.toContain(word);
  for (const marker of ['Exif\0\0', 'http://ns.adobe.com/xap/1.0/', 'ICC_PROFILE', 'Photoshop 3.0']) expect(text).not.toContain(marker);
}
