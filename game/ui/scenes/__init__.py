"""The screens of the app, each a Scene on the app's scene stack."""
