# Mistake: "for a batch x of shape (N, ...) (images, feature vectors, anything with the examples along the first dimension)" with shapes (N, A), (N, A, B), (N, A, B, C), (N, A, 1, B, C): the reduction is written for image batches, over dims (1, 2, 3), so it raises on 2-D and 3-D batches and returns a (N, C)-shaped result on 5-D ones.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    dims = (1, 2, 3)                          # channels, height, width
    nonfinite = ~torch.isfinite(x).all(dim=dims)
    return nonfinite | (x.amax(dim=dims) == x.amin(dim=dims))
