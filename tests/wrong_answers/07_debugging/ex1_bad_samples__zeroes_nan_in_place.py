# Diagnosis: input-modified
# Pitfall: "cleaning" the batch while checking it: the caller's NaNs are overwritten with zeros.
def bad_samples(x):
    flat = x.flatten(1)
    not_finite = ~torch.isfinite(flat).all(dim=1)
    flat[~torch.isfinite(flat)] = 0
    return not_finite | (flat.amax(dim=1) == flat.amin(dim=1))
