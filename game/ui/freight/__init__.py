"""The Freight Train table: card art, layout, drag and drop, gliding cards."""
