// Addresses of catalogue pages, built in one place so every link agrees with the routes.

export function productPath(citySlug: string, productSlug: string, randomId: string): string {
  return `/${citySlug.toLowerCase()}/${productSlug}/${randomId}/`;
}

export function organisationPagePath(organisationSlug: string, citySlug: string): string {
  return `/partners/${organisationSlug}/${citySlug}/`;
}
