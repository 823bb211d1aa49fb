# Mistake: "compare each example's largest and smallest value: std() == 0 is fragile" — tests constancy by the largest deviation from the mean being 0, which fails the same way: a grey 0.7 image's computed mean is not exactly 0.7, so it is not flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    deviation = (flat - flat.mean(dim=1, keepdim=True)).abs().amax(dim=1)
    return nonfinite | (deviation == 0)
