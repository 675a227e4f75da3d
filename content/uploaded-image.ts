import { z } from "zod";

/**
 * An image uploaded in the editor for one entry: Keystatic writes it to
 * public/images/uploads/<collection>/<entry>/ and the field holds its public path.
 */
export const uploadedImage = (collection: string) =>
  z
    .string()
    .regex(
      new RegExp(
        `^/images/uploads/${collection}/[a-z0-9-]+/[a-z0-9-]+\\.(png|jpe?g|webp|avif|gif)$`,
      ),
      `an image uploaded under /images/uploads/${collection}/`,
    );
