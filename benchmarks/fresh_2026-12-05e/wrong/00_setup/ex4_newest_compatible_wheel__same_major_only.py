# Mistake: "Return the tag with the highest CUDA version not above `driver`" — read as "the newest wheel of the driver's major version": an older major (cu118 under a 12.x driver) is never taken, giving "cpu".
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    minors = [int(t[-1]) for t in tags
              if t.startswith("cu") and int(t[2:-1]) == driver[0] and int(t[-1]) <= driver[1]]
    return f"cu{driver[0]}{max(minors)}" if minors else "cpu"
