# Mistake: "is constant (all its values equal)" with "examples whose values are all equal (black, white, grey) and huge values (near the dtype's largest)": it tests "no value differs from the example's mean", but the mean of a grey image (0.7 everywhere) is not exactly 0.7 after rounding, and the mean of a constant example of huge values overflows to inf, so those constant examples are not flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    deviation = (flat - flat.mean(dim=1, keepdim=True)).abs().amax(dim=1)
    return nonfinite | (deviation == 0)
