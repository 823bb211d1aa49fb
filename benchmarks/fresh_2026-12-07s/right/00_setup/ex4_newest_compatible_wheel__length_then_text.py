# Right: compares tags by (length, text), which orders cuXY and cuXXY exactly as their versions for the allowed majors 9..13, against the driver written as a tag the same way.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    def key(tag):
        return (len(tag), tag)
    ceiling = key(f"cu{driver[0]}{driver[1]}")
    fits = [tag for tag in tags if tag.startswith("cu") and key(tag) <= ceiling]
    return max(fits, key=key) if fits else "cpu"
