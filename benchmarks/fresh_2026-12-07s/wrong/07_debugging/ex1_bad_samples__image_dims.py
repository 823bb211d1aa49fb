# Mistake: "for a batch x of shape (N, ...) (images, feature vectors, anything...)" / shapes (N, A) to (N, A, 1, B, C) — reduces over dims (1, 2, 3) as for (N, C, H, W) images, so a (N, A) or (N, A, B) batch raises and a 5-D batch gets a (N, C) result.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    x = x.detach()
    nonfinite = ~torch.isfinite(x).all(dim=(1, 2, 3))
    constant = x.amax(dim=(1, 2, 3)) == x.amin(dim=(1, 2, 3))
    return nonfinite | constant
