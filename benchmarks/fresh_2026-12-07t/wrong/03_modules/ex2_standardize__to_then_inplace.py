# Mistake: "the result is a new tensor (the caller's `x` is left unchanged: no in-place normalisation)": x.to(self.mean.dtype) is taken for a copy, but with the same dtype and device it returns x itself, so the in-place ops overwrite the caller's batch (and raise on a leaf that requires grad).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = x.to(self.mean.dtype)     # a working copy in the statistics' dtype
        out -= self.mean
        out /= self.std
        return out
