# Mistake: "or `"cpu"` when no CUDA wheel fits, whether or not `"cpu"` is in `tags`" and "an empty list, or one without any CUDA tag: `"cpu"`": "cpu" is only a candidate when it is in the list, so an empty list (or one with only unfitting wheels and no "cpu") makes max() raise ValueError.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def version(tag):
        return (0, 0) if tag == "cpu" else (int(tag[2:-1]), int(tag[-1]))

    candidates = [tag for tag in tags
                  if tag == "cpu" or (tag.startswith("cu") and version(tag) <= tuple(driver))]
    return max(candidates, key=version)
