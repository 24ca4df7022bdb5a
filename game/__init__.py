"""Railway table games: Koplopers & Dwarsliggers and Freight Train."""
