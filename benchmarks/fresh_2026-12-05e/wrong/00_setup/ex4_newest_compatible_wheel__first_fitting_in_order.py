# Mistake: "`tags` are wheel tags ... in any order" — the first fitting tag in the caller's order is returned, which is the newest only when the list happens to be sorted newest first.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    for tag in tags:
        if tag.startswith("cu") and (int(tag[2:-1]), int(tag[-1])) <= tuple(driver):
            return tag
    return "cpu"
