# Mistake: "Return the tag with the highest CUDA version not above driver" — compares major and minor separately, so cu118 is rejected for driver (12, 0) because 8 > 0.
def newest_compatible_wheel(driver: tuple, tags: list) -> str:
    best, best_num = "cpu", -1
    for tag in tags:
        if tag.startswith("cu"):
            num = int(tag[2:])
            major, minor = num // 10, num % 10
            if major <= driver[0] and minor <= driver[1] and num > best_num:
                best, best_num = tag, num
    return best
