# Mistake: "`cu92` is 9.2" (major from 9 to 13): the major is read as the two digits after "cu", so cu92 parses as major 92 and never fits a 9.x driver: ((9, 2), ["cu92"]) gives "cpu".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    candidates = []
    for tag in tags:
        if not tag.startswith("cu"):
            continue
        major, minor = int(tag[2:4]), int(tag[4:] or 0)
        if (major, minor) <= tuple(driver):
            candidates.append(((major, minor), tag))
    return max(candidates)[1] if candidates else "cpu"
