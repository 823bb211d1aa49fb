# Mistake: "is constant (all its values equal)": the consecutive differences are summed without abs(), which telescopes to last - first, so a real image whose first and last pixels are equal (a black border) is flagged as constant.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = torch.diff(flat, dim=1).sum(dim=1) == 0
    return nonfinite | constant
