# Diagnosis: not-a-bool-vector
# Pitfall: a squeeze() "to get a vector": a batch of one becomes a 0-d tensor.
def bad_samples(x):
    flat = x.flatten(1)
    return (~torch.isfinite(flat).all(dim=1) | (flat.amax(dim=1) == flat.amin(dim=1))).squeeze()
