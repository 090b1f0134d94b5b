export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  body: 'The page you are looking for has moved or never existed.',
  home: 'Return to Home',
} as const;
