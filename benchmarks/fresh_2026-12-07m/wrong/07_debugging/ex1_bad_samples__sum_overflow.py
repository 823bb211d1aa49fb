# Mistake: "contains a NaN or an infinity anywhere" (and "huge values (near the dtype's largest)" among the inputs) - checks isfinite of each example's sum, since NaN and inf propagate through a sum; but a finite example of huge values overflows to inf when summed and is wrongly flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat.sum(dim=1))
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
