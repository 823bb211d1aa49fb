# Mistake: "`tags` are wheel tags ... in any order ... Return the tag with the highest CUDA version not above `driver`" — returns the first fitting tag in list order, assuming the list is sorted newest first; ["cu118", "cu124"] with driver 12.4 gives cu118.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    for tag in tags:
        if tag.startswith("cu") and (int(tag[2:-1]), int(tag[-1])) <= tuple(driver):
            return tag
    return "cpu"
