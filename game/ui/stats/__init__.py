"""Player statistics: measures per game, the model, where it is kept, its screen."""
