import type { TDiscoverBrand } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands } from "../../db/schema/index.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { notFound } from "./lookups.ts";

/** A brand's profile for its page (/brand/{id}), its name and description in `lang`. */
export async function getBrand(db: Db, id: number, lang: Language): Promise<TDiscoverBrand> {
  const [brand] = await db
    .select({
      id: brands.id,
      name: brands.name,
      names: brands.names,
      description: brands.description,
      descriptions: brands.descriptions,
      image: brands.profileImg,
      logoImg: brands.logoImg,
      bannerImg: brands.bannerImg,
    })
    .from(brands)
    .where(eq(brands.id, id));
  if (!brand) throw notFound("brand");
  const { names, descriptions, ...own } = brand;
  return {
    ...own,
    name: nameIn(brand, lang),
    description: inLanguage(descriptions, lang, brand.description),
  };
}
