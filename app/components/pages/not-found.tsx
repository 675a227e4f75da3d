import { ErrorPage } from "~/components/site/error-page";

export function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      title="Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
    />
  );
}
