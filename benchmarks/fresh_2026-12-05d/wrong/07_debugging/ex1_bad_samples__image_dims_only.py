# Mistake: "for a batch `x` of shape `(N, ...)` (images, feature vectors, anything with the examples along the first dimension)" — it reduces over dims (1, 2, 3), the image dimensions, which raises for 2-D and 3-D batches and, for (N, A, 1, B, C), gives a (N, C) result instead of one flag per example.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    x = x.detach()
    not_finite = ~torch.isfinite(x).all(dim=(1, 2, 3))
    constant = x.amax(dim=(1, 2, 3)) == x.amin(dim=(1, 2, 3))
    return not_finite | constant
