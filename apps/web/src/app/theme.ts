import type { ThemeConfig } from 'antd';

export const brandColor = '#3F72AF';
export const pageBackground = '#f4f7fb';
export const borderColor = '#e8edf3';

/** Cairo is bundled (no font CDN under the content security policy) and covers both scripts. */
export const fontFamily =
  "'Cairo Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Arial, sans-serif";

/** The specification's tokens (§1). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: brandColor,
    fontSize: 16,
    controlHeight: 48,
    borderRadius: 12,
    fontFamily,
  },
  components: {
    Layout: { bodyBg: pageBackground, headerBg: '#fff', siderBg: '#fff' },
    Button: {
      controlHeight: 40,
      contentFontSize: 18,
      borderRadius: 5,
      paddingInline: 40,
    },
  },
};
