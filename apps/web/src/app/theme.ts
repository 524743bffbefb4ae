import type { ThemeConfig } from 'antd';

export const brandColor = '#3F72AF';
export const pageBackground = '#f4f7fb';
export const borderColor = '#e8edf3';
/** The brand blue darkened for text on light blue (a selected menu item): 7.9:1 on white. */
const brandTextOnTint = '#2c5282';

/*
 * Text colours meet WCAG 2.1 AA (4.5:1) on white and on the page background (#f4f7fb);
 * Ant Design's defaults (45 % black for secondary text, 25 % for placeholders, #1677ff
 * links, #ff4d4f errors, gold warnings) do not. Disabled text keeps its default: WCAG
 * exempts inactive controls.
 */
const accessibleText = {
  // Descriptions, hints, empty states, counters, icons: 5.7:1 on white, 5.3:1 on the page.
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  // 4.8:1 on white.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  // The brand blue: 5.0:1 on white, 4.6:1 on the page; darker, not lighter, under the
  // pointer (the text must stay readable in every state).
  colorLink: brandColor,
  colorLinkHover: brandTextOnTint,
  colorLinkActive: brandTextOnTint,
  // White on the primary button stays 4.5:1 under the pointer and pressed (6.2:1, 7.9:1).
  colorPrimaryHover: '#34639c',
  colorPrimaryActive: brandTextOnTint,
  // Ant Design's red 7: 5.6:1 on white, and white on it as much (danger buttons).
  colorError: '#cf1322',
  colorErrorText: '#a8071a',
  colorWarningText: '#874d00',
  colorSuccessText: '#237804',
} as const;

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
    ...accessibleText,
  },
  components: {
    Layout: { bodyBg: pageBackground, headerBg: '#fff', siderBg: '#fff' },
    Menu: { itemSelectedColor: brandTextOnTint },
    Button: {
      controlHeight: 40,
      contentFontSize: 18,
      borderRadius: 5,
      paddingInline: 40,
    },
  },
};
