import type { GlobalToken } from 'antd';
import useDesignToken from 'antd/es/theme/useToken';

/**
 * The design tokens in force (the brand theme, app/theme.ts), as `theme.useToken().token`
 * gives them. The `theme` object of Ant Design also carries the dark and compact algorithms
 * and getDesignToken, which the sign-in screens, drawn from the tokens, would download too.
 */
export function useThemeToken(): GlobalToken {
  return useDesignToken()[1];
}
