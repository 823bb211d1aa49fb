# Mistake: "comparing tags as strings (as text, "cu92" is larger than "cu118"). Compare numbers." -- the fit test is numeric, but the candidates are scanned newest-first in text order, so driver (12, 4) with ['cu92', 'cu118'] returns 'cu92' instead of 'cu118'.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    for tag in sorted(tags, reverse=True):
        if tag.startswith("cu") and (int(tag[2:-1]), int(tag[-1])) <= tuple(driver):
            return tag
    return "cpu"
