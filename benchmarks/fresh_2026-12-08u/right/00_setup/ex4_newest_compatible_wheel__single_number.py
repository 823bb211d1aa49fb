# Right: since the minor is one digit, a tag's digits read as one integer (cu118 -> 118, cu92 -> 92) compare like the version, against 10 * major + minor of the driver; max() with a default instead of sorting.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = 10 * driver[0] + driver[1]
    fitting = [tag for tag in tags if tag.startswith("cu") and int(tag[2:]) <= ceiling]
    return max(fitting, key=lambda tag: int(tag[2:]), default="cpu")
