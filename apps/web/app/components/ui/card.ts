/** The white panel that holds a page's sections (cart, checkout, orders, account). */
export const cardClass = 'rounded-3xl bg-white shadow-sm ring-1 ring-stone-200';
