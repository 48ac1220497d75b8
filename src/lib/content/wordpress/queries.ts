/**
 * WPGraphQL documents (WPGraphQL + Gutenberg blocks + Yoast SEO + WPML-style `locale`/`translations`).
 * Operation names are the specification's where it names them: GetPageDetail, getPostDetail,
 * GetSearchedPosts, BlogListQuery (the spelling, including getPostDetail's lower-case g, is on the wire).
 * The others are ours. Variables keep the specification's names (`post_count`, `after`, `categories`).
 *
 * Spec: pricing-and-catalogue.md §7; content-layer.md §3 "Blog post card".
 */

const seoFields = /* GraphQL */ `
  seo {
    canonical
    title
    metaDesc
    focuskw
    metaRobotsNoindex
    metaRobotsNofollow
    opengraphAuthor
    opengraphDescription
    opengraphTitle
    opengraphUrl
    opengraphPublishedTime
    opengraphModifiedTime
    opengraphImage { sourceUrl altText }
    metaKeywords
    twitterTitle
    twitterDescription
    twitterImage { sourceUrl altText }
    schema { pageType }
  }`;

/**
 * The specification says blocks nest "up to two levels"; we ask for three so a block nested one level
 * deeper than described still arrives (WPGraphQL cannot recurse without a fixed depth).
 */
const blockFields = /* GraphQL */ `
  blocks {
    name
    attributesJSON
    innerBlocks {
      name
      attributesJSON
      innerBlocks {
        name
        attributesJSON
        innerBlocks {
          name
          attributesJSON
        }
      }
    }
  }`;

const pageFields = /* GraphQL */ `
  id
  databaseId
  uri
  title
  slug
  modified
  opMetaData
  ${seoFields}
  ${blockFields}
  locale { id locale }
  translations { href locale }`;

/**
 * Which root field GetPageDetail reads (it has three variants: pages where name, pageBy uri, and
 * pageBy pageId with an id): `page(id:, idType: URI)` (current WPGraphQL), `pageBy(uri:)`
 * (older), or `pages(where: {name:})` (by the page's slug, the uri's last segment; the node whose uri
 * is the one asked for is taken). `pageBy(pageId:)` is GET_PAGE_BY_ID.
 */
export type PageQueryVariant = 'page' | 'pageBy' | 'pagesWhereName';

export function getPageDetailQuery(variant: PageQueryVariant): string {
  if (variant === 'pagesWhereName') {
    return /* GraphQL */ `
query GetPageDetail($name: String!) {
  pages(first: 20, where: { name: $name }) {
    nodes {${pageFields}
    }
  }
}`;
  }
  const root = variant === 'page' ? 'page(id: $uri, idType: URI)' : 'pageBy(uri: $uri)';
  const type = variant === 'page' ? 'ID!' : 'String!';
  return /* GraphQL */ `
query GetPageDetail($uri: ${type}) {
  ${variant}: ${root} {${pageFields}
  }
}`;
}

/** GetPageDetail by the page's database id: `pageBy(pageId:)`. */
export const GET_PAGE_BY_ID = /* GraphQL */ `
query GetPageDetail($id: Int!) {
  pageBy: pageBy(pageId: $id) {${pageFields}
  }
}`;

const categoryFields = /* GraphQL */ `id categoryId databaseId name slug uri`;

/** The blog post card plus what a PostSummary needs. */
const postCardFields = /* GraphQL */ `
  id
  postId
  databaseId
  title
  excerpt
  date
  modified
  slug
  uri
  isSticky
  categories { nodes { ${categoryFields} } }
  featuredImage { node { altText sourceUrl mediaDetails { width height } } }
  locale { id locale }
  translations { href locale }`;

export const GET_POST_DETAIL = /* GraphQL */ `
query getPostDetail($uri: ID!) {
  post(id: $uri, idType: URI) {${postCardFields}
    content
    status
    opMetaData
    author { node { name slug } }
    ${seoFields}
  }
}`;

export const GET_SEARCHED_POSTS = /* GraphQL */ `
query GetSearchedPosts($search: String, $post_count: Int, $after: String) {
  posts(first: $post_count, after: $after, where: { search: $search }) {
    edges { node {${postCardFields}
    } }
    pageInfo { endCursor hasNextPage }
  }
}`;

export const BLOG_LIST_QUERY = /* GraphQL */ `
query BlogListQuery($categories: [ID], $post_count: Int, $after: String) {
  posts(first: $post_count, after: $after, where: { categoryIn: $categories }) {
    nodes {${postCardFields}
    }
    pageInfo { endCursor hasNextPage }
  }
}`;

export const GET_CATEGORIES = /* GraphQL */ `
query GetCategories($first: Int) {
  categories(first: $first) { nodes { ${categoryFields} } }
}`;

/** Every page, for the sitemap; paged with the cursor until hasNextPage is false. */
export const GET_ALL_PAGES = /* GraphQL */ `
query GetAllPages($first: Int, $after: String) {
  pages(first: $first, after: $after) {
    nodes {
      uri
      modified
      locale { id locale }
      seo { metaRobotsNoindex }
    }
    pageInfo { endCursor hasNextPage }
  }
}`;

const logoFields = /* GraphQL */ `altText sourceUrl size`;

export const GET_THEME_OPTIONS = /* GraphQL */ `
query GetThemeOptions {
  themeOptions {
    integrations { tagManager }
    advanced { safelist customScripts }
    colors { accent background dark extra heading light text }
    logos {
      dark { ${logoFields} }
      light { ${logoFields} }
      transparent { ${logoFields} }
    }
    promotions { link endDate image { sourceUrl mediaItemUrl altText } }
    company {
      brandName legalName registration vatNumber phone timeZone founded
      address { street postalCode city country }
      emails { general support sales abuse security privacy jobs }
      hours { support sales }
    }
  }
}`;

export const GET_MEMBERSHIPS = /* GraphQL */ `
query GetMemberships($first: Int) {
  memberships(first: $first) {
    nodes {
      databaseId
      title
      slug
      membershipCategories { nodes { databaseId } }
      op_memberships {
        description
        cta
        textBeforePrice
        textAfterPrice
        selectDomainCountText
        tooltipContent
        listTitle
        features { content }
        planItems { numberOfDomains price isDefault link { url target } }
      }
    }
  }
}`;

export const GET_PROMOTIONS = /* GraphQL */ `
query GetPromotions($first: Int) {
  promotions(first: $first) {
    nodes {
      id
      title
      locale { locale }
      promotionDetails {
        type
        priority
        landingUrl
        eventCode
        nameOverride
        startDate
        endDate
        tld
        stickyBannerSettings { stickyCtaText }
        bannerSquare { mediaItemUrl }
        bannerFull { mediaItemUrl }
        variations {
          variantKey
          landingUrlOverride
          eventCode
          ctaText
          banners { bannerSquare { mediaItemUrl } bannerFull { mediaItemUrl } }
        }
        memberships {
          membershipId
          saleLabel
          prices { year { usd eur gbp inr rub } }
        }
      }
    }
  }
}`;

/** WPGraphQL's default maximum for `first`. */
export const MAX_PAGE_SIZE = 100;

/** Every menu with its locations (PRIMARY, FOOTER and Polylang's PRIMARY___ES ...), items flat with parentId. */
export const GET_MENUS = /* GraphQL */ `
query GetMenus($first: Int) {
  menus(first: $first) {
    nodes {
      name
      locations
      menuItems(first: 200) { nodes { id parentId label uri url order } }
    }
  }
}`;
