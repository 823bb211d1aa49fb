# Diagnosis: input-modified
# Pitfall: tags.sort() sorts the caller's own list in place before picking.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        digits = tag[2:]
        return (int(digits[:-1]), int(digits[-1]))

    tags.sort(key=lambda t: version(t) if t.startswith("cu") else (-1, -1), reverse=True)
    for tag in tags:
        if tag.startswith("cu") and version(tag) <= tuple(driver):
            return tag
    return "cpu"
