# Mistake: "Leave the caller's `tags` list as it was (sort or filter a copy)" — sorts the caller's list in place
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(t):
        return (int(t[2:-1]), int(t[-1])) if t.startswith("cu") else (-1, -1)
    tags.sort(key=version, reverse=True)
    for t in tags:
        if t.startswith("cu") and version(t) <= tuple(driver):
            return t
    return "cpu"
