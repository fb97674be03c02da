import napkin
