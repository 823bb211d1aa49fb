# Mistake: "is **constant** (all its values equal)" / "a constant grey image's computed standard deviation may come out as `1e-7`" — constancy is tested as "no value deviates from the example's mean", but a grey example's computed mean is itself off by a rounding error (0.7 x 9 summed is not 6.3 exactly), so x - mean is not 0 and the constant example is missed.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(len(x), -1)
    not_finite = ~torch.isfinite(flat).all(dim=1)
    deviation = (flat - flat.mean(dim=1, keepdim=True)).abs().amax(dim=1)
    return not_finite | (deviation == 0)
