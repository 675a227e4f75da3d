import { ErrorPage } from "~/components/site/error-page";

export function ForbiddenPage() {
  return (
    <ErrorPage
      code="403"
      title="Access Forbidden"
      message="You don't have permission to access this resource."
    />
  );
}
