# Mistake: "`amount` is any Python int ... (which may be negative)": it stays in uint8 and saturates with a where on 255 - amount, which is only right for 0 <= amount <= 255; a negative amount wraps (5 - 20 gives 241) and an amount above 255 cannot even be added to a uint8 tensor.
def brighten(images: torch.Tensor, amount: int) -> torch.Tensor:
    limit = 255 - amount                          # pixels above this would pass 255
    return torch.where(images > limit, torch.full_like(images, 255), images + amount)
