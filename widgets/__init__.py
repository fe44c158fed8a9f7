"""ipywidgets panels for schwarz: pure renderers (state/view -> HTML/SVG) and thin widget wiring."""
