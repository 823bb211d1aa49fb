# Mistake: "Leave the caller's `tags` list as it was (sort or filter a copy)" — tags.sort(...) reorders the caller's list in place (and the numeric key must first drop the non-CUDA tags, done by removing them from the caller's list too).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    for tag in list(tags):
        if not tag.startswith("cu"):
            tags.remove(tag)
    tags.sort(key=lambda t: (int(t[2:-1]), int(t[-1])), reverse=True)
    for tag in tags:
        if (int(tag[2:-1]), int(tag[-1])) <= tuple(driver):
            return tag
    return "cpu"
