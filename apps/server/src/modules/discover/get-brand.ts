import type { TDiscoverBrand } from "@admit/contract/discover";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands } from "../../db/schema/index.ts";
import { notFound } from "./lookups.ts";

/** A brand's profile for its page (/brand/{id}). */
export async function getBrand(db: Db, id: number): Promise<TDiscoverBrand> {
  const [brand] = await db
    .select({
      id: brands.id,
      name: brands.name,
      description: brands.description,
      image: brands.profileImg,
      logoImg: brands.logoImg,
      bannerImg: brands.bannerImg,
    })
    .from(brands)
    .where(eq(brands.id, id));
  if (!brand) throw notFound("brand");
  return brand;
}
