# Mistake: "is constant (all its values equal)": after reading that std() == 0 is fragile, a tolerance (max - min <= 1e-6) also flags finite examples whose values differ by less than 1e-6 (small-scale features, or float64 data), which are not constant.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    spread = flat.amax(dim=1).float() - flat.amin(dim=1).float()
    return nonfinite | (spread <= 1e-6)
