# Mistake: "Return the tag with the highest CUDA version not above driver" — read as "the newest wheel of the driver's own CUDA major", so an older major that fits (cu118 on a 12.x driver whose release has no cu12x wheel at or below it) is ignored and "cpu" comes back
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    minors = [int(tag[-1]) for tag in tags
              if tag.startswith("cu") and int(tag[2:-1]) == driver[0] and int(tag[-1]) <= driver[1]]
    return f"cu{driver[0]}{max(minors)}" if minors else "cpu"
