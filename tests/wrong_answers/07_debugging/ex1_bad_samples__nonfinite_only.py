# Diagnosis: constant-missed
# Pitfall: only NaN/Inf are flagged; constant (blank) images, which normalisation turns into 0/0, pass.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    return ~torch.isfinite(x.flatten(1)).all(dim=1)
