# Diagnosis: not-newest
# Pitfall: returns the first tag that fits, trusting the list to be sorted newest first.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    for tag in tags:
        if tag.startswith("cu") and (int(tag[2:-1]), int(tag[-1])) <= tuple(driver):
            return tag
    return "cpu"
