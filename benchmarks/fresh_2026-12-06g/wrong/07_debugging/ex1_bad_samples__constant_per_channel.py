# Mistake: "is constant (all its values equal)" (the whole example) — read as "a constant channel/plane breaks per-channel normalisation": an example is flagged when any of its planes over the last two dimensions is constant, so an (N, A, 1, 1) or (N, A, 1, 1, 1) batch, whose planes hold one value each, has every ordinary example flagged
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    if x.dim() <= 2:
        constant = flat.amax(dim=1) == flat.amin(dim=1)
    else:
        planes = x.detach().flatten(-2)                       # (N, ..., H*W)
        plane_constant = planes.amax(dim=-1) == planes.amin(dim=-1)
        constant = plane_constant.flatten(1).any(dim=1) if plane_constant.dim() > 1 else plane_constant
    return nonfinite | constant
