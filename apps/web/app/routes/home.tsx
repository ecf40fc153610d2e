import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Ayurveda Wellness Store' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api('/product/getAllProducts');
  return { products: JSON.parse(response.body).products as { _id: string; name: string }[] };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="p-8">
      <h1 className="font-display text-3xl text-brand-700">Ayurveda Wellness Store</h1>
      <ul>
        {loaderData.products.map((product) => (
          <li key={product._id}>{product.name}</li>
        ))}
      </ul>
    </main>
  );
}
