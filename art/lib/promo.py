"""The three promotion cards' studio, one set for all three so they read as one campaign."""
from . import studio

# The cards' fill (#151040) in linear light: on black, the render's edge read as a box on the card.
CARD = (0.0075, 0.0052, 0.051)
# One warm glow for every card: a gold, a teal and a violet glow read as three campaigns.
EMBER = (0.95, 0.42, 0.08)


def promo_set(job, glow_strength, subject_x):
    """A curved stage in the card's navy, the warm glow behind the subject on the right, the left half left
    dark for the card's words. Returns the point the camera looks at."""
    studio.new_scene(job)
    studio.world(job, 'studio', strength=0.3, backdrop=CARD)
    # The floor a third of the navy: lit, it comes up to the card's own (at full, it read as bright blue).
    studio.stage(studio.glossy(tuple(c / 3 for c in CARD), roughness=1.0, clearcoat=0.0, specular=0.0))
    studio.glow_disc((subject_x + 0.3, 1.9, 1.3), 2.4, EMBER, glow_strength)
    target = (subject_x * 0.55, 0.0, 0.55)
    studio.camera((-0.35, -5.6, 1.6), target, lens=50, focus=(subject_x, 0.0, 0.6), fstop=2.0)
    return target
