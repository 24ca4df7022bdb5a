"""The Statistics screen: its tables and charts, drawn from game.store.stats."""
