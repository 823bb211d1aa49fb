# Right: bounds the amount with a helper, widens to int32 with a copy of its own, then adds and clamps in place on that private copy (never on images).
def _bounded(amount, limit=255):
    return -limit if amount < -limit else (limit if amount > limit else int(amount))


def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    work = images.to(torch.int32, copy=True)
    work.add_(_bounded(amount)).clamp_(0, 255)
    return work.to(torch.uint8)
