# Mistake: "comparing tags as strings (as text, "cu92" is larger than "cu118"). Compare numbers." — filters by number but picks the winner with max() on the tag strings.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    fitting = []
    for tag in tags:
        if tag.startswith("cu"):
            major, minor = divmod(int(tag[2:]), 10)
            if (major, minor) <= tuple(driver):
                fitting.append(tag)
    return max(fitting) if fitting else "cpu"
