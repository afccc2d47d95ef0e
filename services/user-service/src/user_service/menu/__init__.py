"""The public menu: products, categories and promotions, cached and conditional."""
