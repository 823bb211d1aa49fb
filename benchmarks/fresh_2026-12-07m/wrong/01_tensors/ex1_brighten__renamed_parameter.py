# Mistake: "Write `brighten(images, amount)`": the second parameter is called `delta`, so a caller who passes it by name, brighten(images, amount=10), gets a TypeError.
def brighten(images: torch.Tensor, delta: int) -> torch.Tensor:
    delta = max(-255, min(255, delta))            # nothing changes past +-255
    return (images.to(torch.int16) + delta).clamp(0, 255).to(torch.uint8)
