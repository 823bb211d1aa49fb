# Right: compares the tag's digits as one integer (cu118 -> 118) with the driver as major * 10 + minor, which orders versions correctly because every minor is one digit.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    ceiling = driver[0] * 10 + driver[1]
    fitting = [tag for tag in tags if tag.startswith("cu") and int(tag[2:]) <= ceiling]
    return max(fitting, key=lambda tag: int(tag[2:]), default="cpu")
