# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" / "an empty list ... `"cpu"`": "cpu" is a candidate only when it is listed, so an empty list or a list with no fitting wheel and no "cpu" makes max() raise ValueError.
def _version(tag):
    if tag == "cpu":
        return (0, 0)
    return (int(tag[2:-1]), int(tag[-1]))


def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    candidates = [tag for tag in tags
                  if tag == "cpu" or (tag.startswith("cu") and _version(tag) <= tuple(driver))]
    return max(candidates, key=_version)
