"""Everything that draws or reads input; the only package that imports pygame."""
