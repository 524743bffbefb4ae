import sharp from 'sharp';

/** Colours and a simple drawing per image type, so the gallery reads at a glance. */
const scenes: Record<string, { sky: string; floor: string; art: string }> = {
  bedroom: {
    sky: '#dbe7f5',
    floor: '#b08968',
    art: '<rect x="500" y="620" width="600" height="260" rx="30" fill="#f8f9fa"/><rect x="480" y="560" width="640" height="90" rx="30" fill="#3F72AF"/><rect x="540" y="640" width="200" height="80" rx="20" fill="#e9ecef"/><rect x="860" y="640" width="200" height="80" rx="20" fill="#e9ecef"/>',
  },
  bathroom: {
    sky: '#e3f2fd',
    floor: '#90a4ae',
    art: '<rect x="420" y="620" width="760" height="220" rx="110" fill="#ffffff"/><rect x="1100" y="380" width="30" height="260" fill="#78909c"/><circle cx="1115" cy="370" r="40" fill="#78909c"/>',
  },
  living_room: {
    sky: '#fff3e0',
    floor: '#8d6e63',
    art: '<rect x="360" y="600" width="880" height="220" rx="40" fill="#112d4e"/><rect x="360" y="520" width="880" height="120" rx="40" fill="#3F72AF"/><rect x="700" y="300" width="200" height="150" fill="#f9a825"/>',
  },
  kitchen: {
    sky: '#f1f8e9',
    floor: '#a1887f',
    art: '<rect x="300" y="560" width="1000" height="320" fill="#eceff1"/><rect x="300" y="520" width="1000" height="50" fill="#546e7a"/><rect x="380" y="260" width="400" height="180" fill="#cfd8dc"/>',
  },
  exterior: {
    sky: '#bbdefb',
    floor: '#c5a880',
    art: '<rect x="500" y="420" width="600" height="460" fill="#f5f0e6"/><polygon points="460,430 800,220 1140,430" fill="#8d6e63"/><rect x="740" y="700" width="120" height="180" fill="#3F72AF"/>',
  },
  view: {
    sky: '#81d4fa',
    floor: '#0277bd',
    art: '<circle cx="1250" cy="260" r="90" fill="#ffeb3b"/><polygon points="200,900 600,500 1000,900" fill="#6d4c41"/>',
  },
};

export const demoImageTypes = Object.keys(scenes);

/** A 1600×1200 JPEG drawn for the image type: it meets the photo rules like a real one. */
export async function demoPhoto(imageType: string, variation: number): Promise<Buffer> {
  const scene = scenes[imageType] ?? scenes.exterior!;
  const shift = (variation % 5) * 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
<rect width="1600" height="1200" fill="${scene.sky}"/>
<rect y="${880 - shift / 4}" width="1600" height="${320 + shift / 4}" fill="${scene.floor}"/>
<g transform="translate(${shift - 80} 0)">${scene.art}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
