# Mistake: "Leave the caller's `tags` list as it was (sort or filter a copy)" — it sorts the caller's list in place by version (the answer is right, the caller's order is gone).
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return (int(tag[2:-1]), int(tag[-1])) if tag.startswith("cu") else (-1, -1)
    tags.sort(key=version, reverse=True)
    for tag in tags:
        if tag.startswith("cu") and version(tag) <= tuple(driver):
            return tag
    return "cpu"
